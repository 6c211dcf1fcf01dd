/**
 * Display names of the cities and categories kept in the data. The data and the URLs keep their
 * English ids; a name that is not one of ours (a city an admin added) is shown as stored.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from '@/locales/en';

const has = (table: object, key: string): boolean => Object.hasOwn(table, key);

export function useNames(): { city: (id: string) => string; category: (id: string) => string } {
  const { t } = useTranslation('common');
  const city = useCallback(
    (id: string) => (has(en.common.city, id) ? t(`city.${id as keyof typeof en.common.city}`) : id),
    [t],
  );
  const category = useCallback(
    (id: string) =>
      has(en.common.category, id) ? t(`category.${id as keyof typeof en.common.category}`) : id,
    [t],
  );
  return { city, category };
}
