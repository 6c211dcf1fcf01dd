import type { DealRouteParams } from '@/config/paths';

/**
 * The fields of a deal document an admin's form owns: an edit removes those the form left empty,
 * and an import's preview says which it changes or removes. No SDK here: any module may
 * import it.
 */
export const FORM_FIELDS = [
  'title',
  'description',
  'discount',
  'category_id',
  'bank_id',
  'city_id',
  'image_url',
  'icon_url',
  'terms_and_conditions',
  'cardName',
  'offers',
  'deal_branches',
  'valid_from',
  'valid_till',
  'valid_days',
  'max_discount_pkr',
  'min_bill_pkr',
] as const;

/** A deal's key among stored documents (`bankId/cityId/dealId`), as storedDeals answers them. */
export const dealKey = ({ bankId, cityId, dealId }: DealRouteParams): string =>
  `${bankId}/${cityId}/${dealId}`;

/** How many deals an import reads or writes at once. */
export const IMPORT_AT_ONCE = 6;
