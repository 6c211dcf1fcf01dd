import { discountBadge, firstPercentage } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';

/**
 * The discount badge ("30% off") in the interface language: the first percentage of a discount
 * text, '' when it names none (shared's discountBadge rule).
 */
export function useDiscountBadge(): (discountText: unknown) => string {
  const { t } = useTranslation('common');
  return (discountText) => {
    const percent = firstPercentage(discountText);
    return percent === null
      ? discountBadge(discountText)
      : t('percentOff', { percent: String(percent) });
  };
}
