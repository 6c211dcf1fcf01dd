import { userEntity } from '@deals/shared';
import { describe, expect, it, vi } from 'vitest';
import { db, listened, nextListener, snapshot } from '@/testing/fake-doc-listener';
import { userDoc$ } from './user-doc-live';

vi.mock('firebase/firestore', async () => (await import('@/testing/fake-doc-listener')).firestore);
vi.mock('rxfire/firestore', async () => (await import('@/testing/fake-doc-listener')).rxfire);

describe('userDoc$', () => {
  it('listens to Users/{uid} and parses each snapshot', () => {
    const snapshots = nextListener();
    const seen: unknown[] = [];
    userDoc$(db, 'u1').subscribe((value) => seen.push(value));
    snapshots.next(snapshot({ Name: 'Ayesha', UserCards: [] }));
    expect(listened.at(-1)).toBe(userEntity.docPath({ uid: 'u1' }));
    expect(seen[0]).toMatchObject({ UID: 'u1', Name: 'Ayesha' });
  });

  it('offline, keeps waiting for a document this device never read (no card setup detour)', () => {
    const snapshots = nextListener();
    const seen: unknown[] = [];
    userDoc$(db, 'u2').subscribe((value) => seen.push(value));
    snapshots.next(snapshot(null, true));
    expect(seen).toEqual([]);
    snapshots.next(snapshot({ Name: 'Bilal' }));
    expect(seen[0]).toMatchObject({ Name: 'Bilal' });
  });
});
