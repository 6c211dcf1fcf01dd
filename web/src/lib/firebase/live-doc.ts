/**
 * One document, live, as every document stream of the app reads it. Needs the Firestore SDK,
 * rxfire and rxjs: import it on demand (see ./index), as the streams' endpoints do.
 */
import type { DocumentData, DocumentReference } from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { type Observable, filter, map } from 'rxjs';

/**
 * A cold Observable of the document at `ref`, parsed; null while the server says it does not
 * exist; unsubscribing stops the listener. Offline, the SDK first answers from its cache, where
 * "no document" only means "not read yet": that answer is skipped (taken as absent it would say
 * "Deal not found", or send a member with cards to card setup), and the server's follows by itself
 * when the connection returns.
 */
export function liveDoc$<T>(
  ref: DocumentReference,
  parse: (data: DocumentData) => T,
): Observable<T | null> {
  return fromRef(ref).pipe(
    filter((snapshot) => snapshot.exists() || !snapshot.metadata.fromCache),
    map((snapshot) => (snapshot.exists() ? parse(snapshot.data()) : null)),
  );
}
