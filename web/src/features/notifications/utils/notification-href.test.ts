import { parseNotification } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-href';

describe('notificationHref', () => {
  it('opens the deal a notification names', () => {
    const n = parseNotification(
      {
        kind: 'place-new',
        bankId: 'Hbl',
        cityId: 'Lahore',
        dealId: 'food-zinger-hub',
        placeId: 'Lahore_zinger-hub',
      },
      'place-new-Hbl-Lahore-food-zinger-hub',
    );
    expect(notificationHref(n)).toBe('/deal/Hbl/food-zinger-hub/Lahore');
  });

  it('opens the place when the notification names a place and no deal', () => {
    const n = parseNotification({ kind: 'place-better', placeId: 'Lahore_biryani-bay' }, 'x');
    expect(notificationHref(n)).toBe('/place/Lahore/biryani-bay');
  });

  it('leads nowhere for a malformed notification', () => {
    expect(notificationHref(parseNotification({ placeId: 'no-city' }, 'x'))).toBeNull();
    expect(notificationHref(parseNotification(null, 'x'))).toBeNull();
  });
});
