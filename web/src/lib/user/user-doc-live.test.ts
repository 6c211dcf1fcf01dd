import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { userDoc$ } from './user-doc-live';

interface FakeSnapshot {
  exists: () => boolean;
  data: () => Record<string, unknown>;
  metadata: { fromCache: boolean };
}

// rxfire's listener is replaced by a subject the test pushes snapshots through.
const fake = vi.hoisted((): { refs: string[]; snapshots: unknown } => ({
  refs: [],
  snapshots: null,
}));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
}));
vi.mock('rxfire/firestore', () => ({
  fromRef: (ref: string) => {
    fake.refs.push(ref);
    return fake.snapshots;
  },
}));

const snapshot = (data: Record<string, unknown> | null, fromCache = false): FakeSnapshot => ({
  exists: () => data !== null,
  data: () => data ?? {},
  metadata: { fromCache },
});

// The database handle is only passed through to the (replaced) `doc`.
const db = {} as never;

/** Subscribes, and resolves once the listener is open. */
async function listen(uid: string) {
  const snapshots = new Subject<FakeSnapshot>();
  fake.snapshots = snapshots;
  const seen: unknown[] = [];
  const opened = fake.refs.length;
  const subscription = userDoc$(db, uid).subscribe((value) => seen.push(value));
  await vi.waitFor(() => expect(fake.refs).toHaveLength(opened + 1));
  return { snapshots, seen, subscription };
}

describe('userDoc$', () => {
  it('listens to Users/{uid} and parses each snapshot', async () => {
    const { snapshots, seen } = await listen('u1');
    snapshots.next(snapshot({ Name: 'Ayesha', UserCards: [] }));
    expect(fake.refs.at(-1)).toBe('Users/u1');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ UID: 'u1', Name: 'Ayesha' });
  });

  it('answers null for a document the server says does not exist', async () => {
    const { snapshots, seen } = await listen('u2');
    snapshots.next(snapshot(null));
    expect(seen).toEqual([null]);
  });

  it('waits for the server when the offline cache has not read the document yet', async () => {
    const { snapshots, seen } = await listen('u3');
    snapshots.next(snapshot(null, true));
    expect(seen).toEqual([]);
    snapshots.next(snapshot({ Name: 'Bilal' }));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ Name: 'Bilal' });
  });

  it('keeps a cached document that exists', async () => {
    const { snapshots, seen } = await listen('u4');
    snapshots.next(snapshot({ Name: 'Cached' }, true));
    expect(seen[0]).toMatchObject({ Name: 'Cached' });
  });
});
