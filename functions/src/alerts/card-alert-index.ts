import { canonical, userAlertCity, userCardAlertKeys } from '@deals/shared';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config.js';
import { firestore } from '../firestore.js';

/**
 * `CardAlertIndex/{uid}`: a member's card keys and alert city, kept by functions so a new deal
 * finds the members holding its cards with one indexed query (city ==, cardKeys
 * array-contains-any). Closed to clients by the rules.
 */
export const CARD_ALERT_INDEX = 'CardAlertIndex';

/** Keeps CardAlertIndex/{uid} equal to what Users/{uid} says now; a deleted user leaves it. */
export const indexCardAlerts = onDocumentWritten(
  { document: 'Users/{uid}', region: REGION, retry: true },
  async (event) => {
    const { uid } = event.params;
    const ref = firestore().doc(`${CARD_ALERT_INDEX}/${uid}`);
    // Read the user as it is now rather than trusting the event, so reordered events converge.
    const user = await firestore().doc(`Users/${uid}`).get();
    if (!user.exists) {
      await ref.delete();
      return;
    }
    const next = { city: userAlertCity(user.data()), cardKeys: userCardAlertKeys(user.data()) };
    const current = await ref.get();
    if (current.exists && canonical(current.data()) === canonical(next)) return;
    await ref.set(next);
  },
);
