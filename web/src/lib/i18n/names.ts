/**
 * Display names of the cities and categories kept in the data. The data and the URLs keep their
 * English ids; a name that is not one of ours (a city an admin added) is shown as stored.
 */
import { useTranslation } from './react';
import { common } from '@/locales/en/common';

type CityId = keyof typeof common.city;
type CategoryId = keyof typeof common.category;

const isCity = (id: string): id is CityId => Object.hasOwn(common.city, id);
const isCategory = (id: string): id is CategoryId => Object.hasOwn(common.category, id);

export interface Names {
  city: (id: string) => string;
  category: (id: string) => string;
}

export function useNames(): Names {
  const { t } = useTranslation('common');
  return {
    city: (id) => (isCity(id) ? t(`city.${id}`) : id),
    category: (id) => (isCategory(id) ? t(`category.${id}`) : id),
  };
}
