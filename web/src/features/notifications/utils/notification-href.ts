import type { AppNotification } from '@deals/shared';
import { paths } from '@/config/paths';

/**
 * Where a notification leads: its deal when it names one (every kind the functions write does),
 * else the place it is about. Place ids are `${cityId}_${placeKey}` and city ids contain no
 * underscore, so the first underscore splits them. Null when it names neither.
 */
export function notificationHref(n: AppNotification): string | null {
  if (n.bankId && n.dealId && n.cityId)
    return paths.deal.getHref({ bankId: n.bankId, dealId: n.dealId, cityId: n.cityId });
  const cut = n.placeId.indexOf('_');
  if (cut > 0 && cut < n.placeId.length - 1)
    return paths.place.getHref({
      cityId: n.placeId.slice(0, cut),
      placeKey: n.placeId.slice(cut + 1),
    });
  return null;
}
