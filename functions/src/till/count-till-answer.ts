import {
  applyTillCount,
  addDaysIso,
  EMPTY_TILL,
  notificationId,
  notificationText,
  pakistanDate,
  readTill,
  dealEntity,
  tillAnswerEntity,
  tillLedgerEntity,
  TILL_WINDOW_DAYS,
  text,
  tillCountOf,
  type TillAggregate,
} from '@deals/shared';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { clockNow, REGION } from '../platform/config.js';
import { adminAuth, firestore } from '../platform/firestore.js';
import { bankNameOf, deliverAll } from '../alerts/deliver.js';
import { planTillCount } from './till-plan.js';

/** Answers on a popular deal contend on its document, as reviews do. */
const TXN_ATTEMPTS = 25;

interface Refs {
  answer: DocumentReference;
  ledger: DocumentReference;
  deal: DocumentReference;
}

function refsFor(p: { bankId: string; cityId: string; dealId: string; answerId: string }): Refs {
  const deal = firestore().doc(dealEntity.docPath(p));
  return {
    deal,
    answer: deal.collection(tillAnswerEntity.collectionId).doc(p.answerId),
    ledger: deal.collection(tillLedgerEntity.collectionId).doc(p.answerId),
  };
}

/**
 * The deal's aggregate before this change: its `till` field, or, when the document lacks it (new,
 * or replaced by an admin set()), a recount of the window from the ledgers, which already include
 * this answer's counted value if any.
 */
async function baseAggregate(
  tx: Transaction,
  dealRef: DocumentReference,
  deal: DocumentSnapshot,
  today: string,
): Promise<TillAggregate> {
  const stored = deal.get('till') as unknown;
  if (typeof stored === 'object' && stored !== null) return readTill(stored);
  const since = addDaysIso(today, 1 - TILL_WINDOW_DAYS);
  const ledgers = await tx.get(
    dealRef.collection(tillLedgerEntity.collectionId).where('day', '>=', since),
  );
  let agg = EMPTY_TILL;
  for (const d of ledgers.docs) agg = applyTillCount(agg, null, tillCountOf(d.data()), today);
  return agg;
}

interface Outcome {
  readonly outcome: 'already counted' | 'deal missing' | 'counted';
  /** The deal became reported not working with this answer. */
  readonly marked: boolean;
  readonly deal: Record<string, unknown> | undefined;
}

/**
 * Counts an answer in ONE transaction: reads answer, ledger and deal (in that fixed order, so
 * contending transactions lock alike), moves the deal's `till` by the difference from what the
 * ledger says was counted, and writes the ledger. Running it again changes nothing.
 */
async function countAnswer(refs: Refs): Promise<Outcome> {
  return firestore().runTransaction(
    async (tx) => {
      const [answer, ledger, deal] = (await tx.getAll(refs.answer, refs.ledger, refs.deal)) as [
        DocumentSnapshot,
        DocumentSnapshot,
        DocumentSnapshot,
      ];
      const today = pakistanDate(clockNow());
      const next = answer.exists ? tillCountOf(answer.data()) : null;
      const counted = ledger.exists ? tillCountOf(ledger.data()) : null;
      if (!deal.exists) return { outcome: 'deal missing', marked: false, deal: undefined };
      const base = await baseAggregate(tx, refs.deal, deal, today);
      const plan = planTillCount(base, counted, next, today);
      if (plan.kind === 'none')
        return { outcome: 'already counted', marked: false, deal: undefined };
      // Field paths, so an admin's dismissal time beside them stays.
      tx.update(refs.deal, {
        'till.days': plan.agg.days,
        'till.lastConfirmed': plan.agg.lastConfirmed,
        'till.reported': plan.agg.reported,
      });
      if (next === null) tx.delete(refs.ledger);
      else
        tx.set(refs.ledger, {
          ...next,
          uid: (answer.get('uid') as unknown) ?? null,
          branch: text(answer.get('branch')) ?? null,
          card: text(answer.get('card')) ?? null,
          countedAt: FieldValue.serverTimestamp(),
        });
      return { outcome: 'counted', marked: plan.marked, deal: deal.data() };
    },
    { maxAttempts: TXN_ATTEMPTS },
  );
}

/** The uids of every admin (custom claim `admin: true`), read from Auth 1,000 at a time. */
async function adminUids(): Promise<string[]> {
  const uids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, pageToken);
    for (const u of page.users) if (u.customClaims?.admin === true) uids.push(u.uid);
    pageToken = page.pageToken;
  } while (pageToken);
  return uids;
}

/** Tells every admin in-app that a deal became reported not working (once per deal per day). */
async function notifyAdmins(
  ids: { bankId: string; cityId: string; dealId: string },
  deal: Record<string, unknown>,
): Promise<void> {
  const db = firestore();
  const [admins, bank] = await Promise.all([adminUids(), bankNameOf(db, ids.bankId)]);
  const words = notificationText(
    'deal-reported',
    { title: text(deal.title) ?? ids.dealId, discount: text(deal.discount) ?? '' },
    bank,
  );
  const id = notificationId.reported(ids, pakistanDate(clockNow()));
  const content = { kind: 'deal-reported' as const, ...words, ...ids, placeId: '' };
  const tally = await deliverAll(
    db,
    admins.map((uid) => ({ uid, id, content })),
  );
  logger.info('admins told of a reported deal', { ...ids, ...tally });
}

/**
 * Keeps each deal's till aggregate (`till` on the deal: day buckets of the last 30 Pakistan days,
 * the last confirmation, the reported mark) from members' answers, ledgered per answer so a
 * repeated or late event counts once; tells admins when a deal becomes reported not working.
 */
export const countTillAnswer = onDocumentWritten(
  {
    document: tillAnswerEntity.trigger,
    region: REGION,
    retry: true,
    timeoutSeconds: 60,
  },
  async (event) => {
    const refs = refsFor(event.params);
    const result = await countAnswer(refs);
    logger.info('till answer', {
      document: event.document,
      eventId: event.id,
      outcome: result.outcome,
    });
    if (!result.marked || !result.deal) return;
    // The mark is committed; a failure to tell admins (Auth unreachable) must not count the
    // answer again, and the queue on the admin page shows the deal anyway.
    try {
      await notifyAdmins(event.params, result.deal);
    } catch (err) {
      logger.warn('could not tell admins of a reported deal', {
        document: event.document,
        reason: err instanceof Error ? err.message : String(err),
      });
    }
  },
);
