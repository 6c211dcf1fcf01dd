import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { userDoc$ } from './user-doc-api';

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
vi.mock('@/lib/firebase', () => ({ getFirebase: () => ({ db: {} }) }));
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

function listen(uid: string) {
  const snapshots = new Subject<FakeSnapshot>();
  fake.snapshots = snapshots;
  const seen: unknown[] = [];
  const subscription = userDoc$(uid).subscribe((value) => seen.push(value));
  return { snapshots, seen, subscription };
}

describe('userDoc$', () => {
  it('listens to Users/{uid} and parses each snapshot', () => {
    const { snapshots, seen } = listen('u1');
    snapshots.next(snapshot({ Name: 'Ayesha', UserCards: [] }));
    expect(fake.refs.at(-1)).toBe('Users/u1');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ UID: 'u1', Name: 'Ayesha' });
  });

  it('answers null for a document the server says does not exist', () => {
    const { snapshots, seen } = listen('u2');
    snapshots.next(snapshot(null));
    expect(seen).toEqual([null]);
  });

  it('waits for the server when the offline cache has not read the document yet', () => {
    const { snapshots, seen } = listen('u3');
    snapshots.next(snapshot(null, true));
    expect(seen).toEqual([]);
    snapshots.next(snapshot({ Name: 'Bilal' }));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ Name: 'Bilal' });
  });

  it('keeps a cached document that exists', () => {
    const { snapshots, seen } = listen('u4');
    snapshots.next(snapshot({ Name: 'Cached' }, true));
    expect(seen[0]).toMatchObject({ Name: 'Cached' });
  });
});
