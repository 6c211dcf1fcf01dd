import {
  cardAlertIndexEntity,
  dealEntity,
  notificationId,
  type NotificationKind,
  notificationText,
  pakistanDate,
  placeFollowEntity,
  planDealAlerts,
} from '@deals/shared';
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { alertPageSize, clockNow, REGION } from '../platform/config.js';
import { firestore } from '../platform/firestore.js';
import { bankNameOf, type Delivery, deliverAll } from './deliver.js';

/** `PlaceFollows/{uid}_{placeId}`: a member follows a place (written by the member, rules-checked). */

/** How long one run of the alerts may take (the default is 60 s). */
export const ALERTS_TIMEOUT_SECONDS = 300;

/** array-contains-any takes at most 30 values. */
const ANY_LIMIT = 30;

/** The alerts a deal write sends (the expiry reminder is the scheduled function's). */
type AlertKind = Exclude<NotificationKind, 'favourite-expiring'>;

/**
 * A query's matches a page at a time, in document-id order: each page starts after the last
 * document of the one before, so a document is read once however many there are.
 */
async function* pages(query: Query, size: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  const ordered = query.orderBy(FieldPath.documentId());
  let next = ordered.limit(size);
  for (;;) {
    const snap = await next.get();
    if (!snap.empty) yield snap.docs;
    const last = snap.docs.at(-1);
    if (snap.size < size || last === undefined) return;
    next = ordered.startAfter(last).limit(size);
  }
}

/**
 * Tells members about a deal write that matters to them: followers of the deal's place when a deal
 * appears there or gets a higher percentage, and members holding one of its cards with that city
 * as their alert city when a deal appears. Ids are derived from the event's meaning, so a repeated
 * trigger finds the notification there and writes nothing; a member who hears through the place
 * is not told again through a card.
 */
export const notifyDealAlerts = onDocumentWritten(
  {
    document: dealEntity.trigger,
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
    // Recipients are read a page at a time and each page is told before the next is read, so the
    // documents of a card thousands hold are never in memory all at once. Most deal writes (imports, the fan-out's
    // echoes) reach nobody, and then nothing else is read. `told` keeps one id per member told: a
    // member who hears through the place is not told again through a card.
    const told = new Set<string>();
    const tally: Record<Delivery, number> = { created: 0, exists: 0, capped: 0 };
    let bankName: string | undefined;
    // One page of recipients, all told the same thing: its id and content are built once.
    const tell = async (uids: readonly string[], kind: AlertKind) => {
      const fresh = uids.filter((uid) => !told.has(uid));
      if (fresh.length === 0) return;
      for (const uid of fresh) told.add(uid);
      bankName ??= await bankNameOf(db, ids.bankId);
      const id =
        kind === 'card-new'
          ? notificationId.card(ids)
          : notificationId.place(plan.place ?? 'new', ids, plan.discountPercent);
      const content = {
        kind,
        ...notificationText(kind, plan, bankName),
        ...ids,
        placeId: plan.placeId,
      };
      const delivered = await deliverAll(
        db,
        fresh.map((uid) => ({ uid, id, content })),
      );
      for (const outcome of Object.keys(delivered) as Delivery[])
        tally[outcome] += delivered[outcome];
    };
    if (plan.place !== null) {
      const kind = plan.place === 'new' ? 'place-new' : 'place-better';
      const followers = db
        .collection(placeFollowEntity.path())
        .where('placeId', '==', plan.placeId);
      for await (const page of pages(followers, alertPageSize()))
        await tell(
          page.flatMap((f) => {
            const uid: unknown = f.get('uid');
            return typeof uid === 'string' ? [uid] : [];
          }),
          kind,
        );
    }
    if (plan.cards)
      for (let i = 0; i < plan.cardKeys.length; i += ANY_LIMIT) {
        const holders = db
          .collection(cardAlertIndexEntity.path())
          .where('city', '==', ids.cityId)
          .where('cardKeys', 'array-contains-any', plan.cardKeys.slice(i, i + ANY_LIMIT));
        for await (const page of pages(holders, alertPageSize()))
          await tell(
            page.map((h) => h.id),
            'card-new',
          );
      }
    if (told.size > 0)
      logger.info('deal alerts', { document: event.document, place: plan.place, ...tally });
  },
);
