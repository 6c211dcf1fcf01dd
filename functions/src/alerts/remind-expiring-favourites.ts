import {
  dealEntity,
  favouriteLedgerEntity,
  addDaysIso,
  EXPIRY_REMINDER_DAYS,
  normalizeDeal,
  notificationId,
  notificationText,
  type NotificationContent,
} from '@deals/shared';
import { dailyJob } from '../platform/daily-job.js';
import { firestore } from '../platform/firestore.js';
import { bankNameOf, deliverAll } from './deliver.js';

/**
 * Tells each member whose favourite deal ends in {@link EXPIRY_REMINDER_DAYS} days (Pakistan
 * dates). Favourites are found through each deal's FavouritedBy markers, which countFavourites
 * keeps equal to the members' lists; the deals through the (active, validUntil) index. The id
 * names the deal and its last day, so running twice (or a retried run) tells nobody twice.
 */
export async function remindExpiringOn(today: string): Promise<number> {
  const db = firestore();
  const lastDay = addDaysIso(today, EXPIRY_REMINDER_DAYS);
  const deals = await db
    .collectionGroup(dealEntity.collectionId)
    .where('active', '==', true)
    .where('validUntil', '==', lastDay)
    .get();
  let created = 0;
  for (const deal of deals.docs) {
    const path = deal.ref.path.split('/');
    const ids = { bankId: path[1] ?? '', cityId: path[3] ?? '', dealId: path[5] ?? '' };
    const fans = await deal.ref.collection(favouriteLedgerEntity.collectionId).get();
    if (fans.empty) continue;
    const d = normalizeDeal(deal.data(), ids);
    const bankName = await bankNameOf(db, ids.bankId);
    const content: NotificationContent = {
      kind: 'favourite-expiring',
      ...notificationText(
        'favourite-expiring',
        { title: d.title, discount: d.discount, validUntil: lastDay },
        bankName,
      ),
      ...ids,
      placeId: '',
    };
    const tally = await deliverAll(
      db,
      fans.docs.map((f) => ({ uid: f.id, id: notificationId.expiring(ids, lastDay), content })),
    );
    created += tally.created;
  }
  return created;
}

export const remindExpiringFavourites = dailyJob(
  '09:00',
  'favourite expiry reminders',
  'created',
  remindExpiringOn,
);
