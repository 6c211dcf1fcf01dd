import { dealEntity } from '@deals/shared';
import { describe, expect, it, vi } from 'vitest';
import { db, listened, nextListener, snapshot } from '@/testing/fake-doc-listener';
import { deal$ } from './deal-live';

vi.mock('firebase/firestore', async () => (await import('@/testing/fake-doc-listener')).firestore);
vi.mock('rxfire/firestore', async () => (await import('@/testing/fake-doc-listener')).rxfire);

const params = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc-gulberg-001' };

describe('deal$', () => {
  it('listens to the deal document and normalises each snapshot', () => {
    const snapshots = nextListener();
    const seen: unknown[] = [];
    deal$(db, params).subscribe((value) => seen.push(value));
    snapshots.next(snapshot({ title: 'KFC', discount: '25% off' }));
    expect(listened.at(-1)).toBe(
      dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc-gulberg-001' }),
    );
    expect(seen[0]).toMatchObject({ title: 'KFC', discount: '25% off', dealId: 'kfc-gulberg-001' });
  });

  it('offline, keeps loading a deal this device never read instead of calling it missing', () => {
    const snapshots = nextListener();
    const seen: unknown[] = [];
    deal$(db, params).subscribe((value) => seen.push(value));
    snapshots.next(snapshot(null, true));
    expect(seen).toEqual([]);
    snapshots.next(snapshot(null));
    expect(seen).toEqual([null]);
  });
});
