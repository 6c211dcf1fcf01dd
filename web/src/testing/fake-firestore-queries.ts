/**
 * A stand-in for the parts of `firebase/firestore` the data layer's one-shot reads use: references
 * and constraints become plain data, and `getDocs`/`getDoc` record what they were asked to run
 * and answer with what the test put in `fake`. For unit tests of the query builders:
 *
 *   const fake = vi.hoisted(() => newQueryFake());
 *   vi.mock('firebase/firestore', async () =>
 *     (await import('@/testing/fake-firestore-queries')).fakeFirestoreQueries(fake),
 *   );
 */
export interface QueryFake {
  /** What `getDocs` answers. */
  docs: unknown[];
  /** Whether that answer came from the SDK's offline cache. */
  fromCache: boolean;
  /** The last query or document reference read. */
  lastQuery: unknown;
  /** What `getDoc` answers; null is "no such document". */
  doc: unknown;
}

export const newQueryFake = (): QueryFake => ({
  docs: [],
  fromCache: false,
  lastQuery: null,
  doc: null,
});

/** Empties the fake between tests. */
export function resetQueryFake(fake: QueryFake): void {
  Object.assign(fake, newQueryFake());
}

/** The last query run, as the fake's `query` built it. */
export const lastQueryOf = (fake: QueryFake) =>
  fake.lastQuery as { source: unknown; constraints: unknown[] };

export function fakeFirestoreQueries(fake: QueryFake) {
  return {
    collection: (_db: unknown, ...path: string[]) => ({ kind: 'collection', path: path.join('/') }),
    collectionGroup: (_db: unknown, id: string) => ({ kind: 'group', id }),
    doc: (_db: unknown, ...path: string[]) => ({ kind: 'doc', path: path.join('/') }),
    documentId: () => '__name__',
    where: (field: string, op: string, value: unknown) => ['where', field, op, value],
    orderBy: (field: string, dir: string) => ['orderBy', field, dir],
    startAt: (...values: unknown[]) => ['startAt', ...values],
    startAfter: (...values: unknown[]) => ['startAfter', ...values],
    endAt: (...values: unknown[]) => ['endAt', ...values],
    limit: (n: number) => ['limit', n],
    query: (source: unknown, ...constraints: unknown[]) => ({ source, constraints }),
    getDocs: (q: unknown) => {
      fake.lastQuery = q;
      return Promise.resolve({ docs: fake.docs, metadata: { fromCache: fake.fromCache } });
    },
    getDoc: (ref: unknown) => {
      fake.lastQuery = ref;
      return Promise.resolve({ exists: () => fake.doc !== null, data: () => fake.doc });
    },
  };
}
