/**
 * A stand-in for the parts of `firebase/firestore` the data layer's one-shot reads use: references
 * and constraints become plain data, and `getDocs`/`getDoc` record what they were asked to run
 * and answer with what the test put in `fake`. For unit tests of the query builders, which mock
 * the SDK with this module (each test file has its own instance, so its own `fake`):
 *
 *   vi.mock('firebase/firestore', () => import('@/testing/fake-firestore-queries'));
 *   beforeEach(resetQueryFake);
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

const newQueryFake = (): QueryFake => ({
  docs: [],
  fromCache: false,
  lastQuery: null,
  doc: null,
});

/** What the fake answers and what it was last asked. */
export const fake: QueryFake = newQueryFake();

/** Empties the fake between tests. */
export function resetQueryFake(): void {
  Object.assign(fake, newQueryFake());
}

/** A query's document snapshot at `path`: its id is the path's last segment. */
export const docSnapshot = (path: string, data: Record<string, unknown>) => ({
  id: path.split('/').pop(),
  ref: { path },
  data: () => data,
  get: (field: string) => data[field],
});

/** A database handle, only ever passed through to the fake's references. */
export const db = {} as never;

/** The last query run, as the fake's `query` built it. */
export const lastQuery = () => fake.lastQuery as { source: unknown; constraints: unknown[] };

// The SDK's functions.
export const collection = (_db: unknown, ...path: string[]) => ({
  kind: 'collection',
  path: path.join('/'),
});
export const collectionGroup = (_db: unknown, id: string) => ({ kind: 'group', id });
export const doc = (_db: unknown, ...path: string[]) => ({ kind: 'doc', path: path.join('/') });
export const documentId = () => '__name__';
export const where = (field: string, op: string, value: unknown) => ['where', field, op, value];
export const orderBy = (field: string, dir: string) => ['orderBy', field, dir];
export const startAt = (...values: unknown[]) => ['startAt', ...values];
export const startAfter = (...values: unknown[]) => ['startAfter', ...values];
export const endAt = (...values: unknown[]) => ['endAt', ...values];
export const limit = (n: number) => ['limit', n];
export const query = (source: unknown, ...constraints: unknown[]) => ({ source, constraints });
export const getDocs = (q: unknown) => {
  fake.lastQuery = q;
  return Promise.resolve({ docs: fake.docs, metadata: { fromCache: fake.fromCache } });
};
export const getDoc = (ref: unknown) => {
  fake.lastQuery = ref;
  return Promise.resolve({ exists: () => fake.doc !== null, data: () => fake.doc });
};
