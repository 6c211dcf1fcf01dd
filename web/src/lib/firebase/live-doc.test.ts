import { describe, expect, it, vi } from 'vitest';
import { listened, nextListener, snapshot } from '@/testing/fake-doc-listener';
import { liveDoc$ } from './live-doc';

vi.mock('firebase/firestore', async () => (await import('@/testing/fake-doc-listener')).firestore);
vi.mock('rxfire/firestore', async () => (await import('@/testing/fake-doc-listener')).rxfire);

/** Subscribes to a document whose parse keeps its name; returns what the stream has given. */
function listen() {
  const snapshots = nextListener();
  const seen: unknown[] = [];
  const ref = 'Things/one' as never;
  const subscription = liveDoc$(ref, (data) => ({ name: String(data['name']) })).subscribe(
    (value) => seen.push(value),
  );
  return { snapshots, seen, subscription };
}

describe('liveDoc$', () => {
  it('listens to the document and parses each snapshot', () => {
    const { snapshots, seen } = listen();
    snapshots.next(snapshot({ name: 'first' }));
    snapshots.next(snapshot({ name: 'second' }));
    expect(listened.at(-1)).toBe('Things/one');
    expect(seen).toEqual([{ name: 'first' }, { name: 'second' }]);
  });

  it('answers null for a document the server says does not exist', () => {
    const { snapshots, seen } = listen();
    snapshots.next(snapshot(null));
    expect(seen).toEqual([null]);
  });

  it('waits for the server when the offline cache has not read the document yet', () => {
    const { snapshots, seen } = listen();
    snapshots.next(snapshot(null, true));
    expect(seen).toEqual([]);
    snapshots.next(snapshot({ name: 'from the server' }));
    expect(seen).toEqual([{ name: 'from the server' }]);
  });

  it('keeps a cached document that exists', () => {
    const { snapshots, seen } = listen();
    snapshots.next(snapshot({ name: 'cached' }, true));
    expect(seen).toEqual([{ name: 'cached' }]);
  });

  it('stops listening when unsubscribed', () => {
    const { snapshots, subscription } = listen();
    expect(snapshots.observed).toBe(true);
    subscription.unsubscribe();
    expect(snapshots.observed).toBe(false);
  });
});
