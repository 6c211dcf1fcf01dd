import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../platform/config.js';
import { firestore } from '../platform/firestore.js';
import { recountFromLedgers } from '../deals/recount.js';
import { favouriteLedgerEntity, userEntity } from '@deals/shared';
import { changedFavourites, favouriteDealPaths } from './favourite-deals.js';

/**
 * Keeps each deal's favouriteCount (an input of its trendingScore) equal to the number of users
 * whose UserFavouriteDeals name it. Each touched deal is reconciled against the user document as
 * it is now and a per-user marker, so repeated or reordered events never double count.
 */
export const countFavourites = onDocumentWritten(
  { document: userEntity.trigger, region: REGION, retry: true },
  async (event) => {
    const { uid } = event.params;
    const before = favouriteDealPaths(
      event.data?.before.exists ? event.data.before.data() : null,
      uid,
    );
    const after = favouriteDealPaths(
      event.data?.after.exists ? event.data.after.data() : null,
      uid,
    );
    const touched = changedFavourites(before, after);
    if (touched.length === 0) return;
    const db = firestore();
    const userRef = db.doc(userEntity.docPath({ uid }));
    for (const dealPath of touched) {
      const dealRef = db.doc(dealPath);
      const markerRef = dealRef.collection(favouriteLedgerEntity.collectionId).doc(uid);
      const outcome = await db.runTransaction(
        async (tx) => {
          // Fixed order (user, marker, deal) so concurrent transactions cannot deadlock.
          const [user, marker, deal] = (await tx.getAll(userRef, markerRef, dealRef)) as [
            DocumentSnapshot,
            DocumentSnapshot,
            DocumentSnapshot,
          ];
          const wanted = user.exists && favouriteDealPaths(user.data(), uid).has(dealPath);
          if (wanted === marker.exists) return 'unchanged';
          if (!deal.exists) {
            if (marker.exists) tx.delete(markerRef);
            return 'deal missing';
          }
          // Without a counter (new or imported deal, or an admin set()), rebuild it from the
          // markers, which still show this user's previous state.
          const current = deal.get('favouriteCount') as unknown;
          const count =
            typeof current === 'number' && Number.isFinite(current)
              ? current
              : (await recountFromLedgers(tx, dealRef)).favouriteCount;
          if (wanted) tx.set(markerRef, { countedAt: FieldValue.serverTimestamp() });
          else tx.delete(markerRef);
          tx.update(dealRef, { favouriteCount: Math.max(0, count + (wanted ? 1 : -1)) });
          return wanted ? 'added' : 'removed';
        },
        { maxAttempts: 25 },
      );
      if (outcome !== 'unchanged')
        logger.info('favourite counted', { user: uid, deal: dealPath, outcome });
    }
  },
);
