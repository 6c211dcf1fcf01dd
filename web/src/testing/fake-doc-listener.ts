/**
 * A stand-in for rxfire's document listener, for unit tests of the live document streams: each
 * `fromRef` records the path it listens to and answers with the subject `nextListener()` made,
 * through which the test pushes snapshots by hand. In a test file:
 *
 *   vi.mock('firebase/firestore', async () => (await import('@/testing/fake-doc-listener')).firestore);
 *   vi.mock('rxfire/firestore', async () => (await import('@/testing/fake-doc-listener')).rxfire);
 */
import { NEVER, Subject, concat, defer, of } from 'rxjs';

export interface FakeSnapshot {
  exists: () => boolean;
  data: () => Record<string, unknown>;
  metadata: { fromCache: boolean };
}

/** The paths listened to, oldest first. */
export const listened: string[] = [];
let listener = new Subject<FakeSnapshot>();

/** Replaces `firebase/firestore`: a reference is its path. */
export const firestore = {
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
};

/** Replaces `rxfire/firestore`. */
export const rxfire = {
  fromRef: (ref: string) => {
    listened.push(ref);
    return listener;
  },
};

/**
 * Replaces `rxfire/firestore` with a listener that answers once, on each subscription, with the
 * snapshot `read` gives then, and stays open after, as a live listener never completes.
 */
export const answeringOnce = (read: () => FakeSnapshot) => ({
  fromRef: () => defer(() => concat(of(read()), NEVER)),
});

/** The subject the next `fromRef` answers with. */
export function nextListener(): Subject<FakeSnapshot> {
  listener = new Subject<FakeSnapshot>();
  return listener;
}

/** A document snapshot: `null` data for a document that does not exist. */
export const snapshot = (
  data: Record<string, unknown> | null,
  fromCache = false,
): FakeSnapshot => ({
  exists: () => data !== null,
  data: () => data ?? {},
  metadata: { fromCache },
});

/** A database handle, only ever passed through to the replaced `doc`. */
export const db = {} as never;
