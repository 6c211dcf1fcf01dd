import {
  notificationId,
  notificationText,
  pakistanDate,
  planDealAlerts,
  type NotificationContent,
} from '@deals/shared';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { clockNow, REGION } from '../config.js';
import { firestore } from '../firestore.js';
import { CARD_ALERT_INDEX } from './card-alert-index.js';
import { bankNameOf, deliverAll } from './deliver.js';

/** `PlaceFollows/{uid}_{placeId}`: a member follows a place (written by the member, rules-checked). */
export const PLACE_FOLLOWS = 'PlaceFollows';

/** How long one run of the alerts may take (the default is 60 s). */
export const ALERTS_TIMEOUT_SECONDS = 300;

/** array-contains-any takes at most 30 values. */
const ANY_LIMIT = 30;

/**
 * Tells members about a deal write that matters to them: followers of the deal's place when a deal
 * appears there or gets a higher percentage, and members holding one of its cards with that city
 * as their alert city when a deal appears. Ids are derived from the event's meaning, so a repeated
 * trigger finds the notification there and writes nothing; a member who hears through the place
 * is not told again through a card.
 */
export const notifyDealAlerts = onDocumentWritten(
  {
    document: 'Banks/{bankId}/Cities/{cityId}/Deals/{dealId}',
    region: REGION,
    retry: true,
    // Room for a deal many members hold a card for; a retry re-checks quickly who was told.
    timeoutSeconds: ALERTS_TIMEOUT_SECONDS,
  },
  async (event) => {
    const ids = event.params;
    const before = event.data?.before.exists ? event.data.before.data() : null;
    const after = event.data?.after.exists ? event.data.after.data() : null;
    const plan = planDealAlerts(before, after, ids, pakistanDate(clockNow()));
    if (plan === null) return;
    const db = firestore();
    // Recipients first: most deal writes (imports, the fan-out's echoes) reach nobody, and then
    // nothing else is read.
    const recipients: { uid: string; kind: 'place-new' | 'place-better' | 'card-new' }[] = [];
    const told = new Set<string>();
    if (plan.place !== null) {
      const followers = await db
        .collection(PLACE_FOLLOWS)
        .where('placeId', '==', plan.placeId)
        .get();
      for (const f of followers.docs) {
        const uid: unknown = f.get('uid');
        if (typeof uid !== 'string' || told.has(uid)) continue;
        told.add(uid);
        recipients.push({ uid, kind: plan.place === 'new' ? 'place-new' : 'place-better' });
      }
    }
    if (plan.cards && plan.cardKeys.length > 0) {
      for (let i = 0; i < plan.cardKeys.length; i += ANY_LIMIT) {
        const holders = await db
          .collection(CARD_ALERT_INDEX)
          .where('city', '==', ids.cityId)
          .where('cardKeys', 'array-contains-any', plan.cardKeys.slice(i, i + ANY_LIMIT))
          .get();
        for (const h of holders.docs) {
          if (told.has(h.id)) continue;
          told.add(h.id);
          recipients.push({ uid: h.id, kind: 'card-new' });
        }
      }
    }
    if (recipients.length === 0) return;
    const bankName = await bankNameOf(db, ids.bankId);
    const content = (kind: 'place-new' | 'place-better' | 'card-new'): NotificationContent => ({
      kind,
      ...notificationText(kind, plan, bankName),
      ...ids,
      placeId: plan.placeId,
    });
    const items = recipients.map(({ uid, kind }) => ({
      uid,
      id:
        kind === 'card-new'
          ? notificationId.card(ids)
          : notificationId.place(plan.place ?? 'new', ids, plan.discountPercent),
      content: content(kind),
    }));
    if (items.length === 0) return;
    const tally = await deliverAll(db, items);
    logger.info('deal alerts', { document: event.document, place: plan.place, ...tally });
  },
);
