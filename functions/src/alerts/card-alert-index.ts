import {
  canonical,
  cardAlertIndexEntity,
  userAlertCity,
  userCardAlertKeys,
  userEntity,
} from '@deals/shared';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../platform/config.js';
import { firestore } from '../platform/firestore.js';

/**
 * `CardAlertIndex/{uid}`: a member's card keys and alert city, kept by functions so a new deal
 * finds the members holding its cards with one indexed query (city ==, cardKeys
 * array-contains-any). Closed to clients by the rules.
 */

/**
 * Keeps CardAlertIndex/{uid} equal to what Users/{uid} says now; a deleted user leaves it. The
 * user is read inside the transaction that writes the index, so an event that read an older
 * version cannot write it over a newer one: the transaction is retried when the user changed
 * before it commits.
 */
export const indexCardAlerts = onDocumentWritten(
  { document: userEntity.trigger, region: REGION, retry: true },
  async (event) => {
    const { uid } = event.params;
    const db = firestore();
    const ref = db.doc(cardAlertIndexEntity.docPath({ uid }));
    await db.runTransaction(async (transaction) => {
      const [user, current] = await transaction.getAll(db.doc(userEntity.docPath({ uid })), ref);
      if (!user?.exists) {
        if (current?.exists) transaction.delete(ref);
        return;
      }
      const data = user.data();
      const next = { city: userAlertCity(data), cardKeys: userCardAlertKeys(data) };
      if (current?.exists && canonical(current.data()) === canonical(next)) return;
      transaction.set(ref, next);
    });
  },
);
