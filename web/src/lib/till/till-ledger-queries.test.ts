import { TILL_WINDOW_DAYS, addDaysIso, pakistanDate, tillLedgerEntity } from '@deals/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, docSnapshot, fake, lastQuery, resetQueryFake } from '@/testing/fake-firestore-queries';
import { fetchReportNames, tally } from './till-ledger-queries';

vi.mock('firebase/firestore', () => import('@/testing/fake-firestore-queries'));
beforeEach(resetQueryFake);

const kfc = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc' };
const ledger = tillLedgerEntity.path(kfc);

describe('fetchReportNames', () => {
  it('reads the deal’s ledger for the window and counts only the answers that it did not work', async () => {
    fake.docs = [
      docSnapshot(`${ledger}/u1_d`, { worked: false, branch: 'Gulberg', card: 'HBL Gold' }),
      docSnapshot(`${ledger}/u2_d`, { worked: false, branch: 'Gulberg', card: '' }),
      docSnapshot(`${ledger}/u3_d`, { worked: true, branch: 'DHA', card: 'HBL Gold' }),
      docSnapshot(`${ledger}/u4_d`, { worked: false, branch: 'DHA', card: 42 }),
    ];

    const names = await fetchReportNames(db, kfc);

    const since = addDaysIso(pakistanDate(Date.now()), 1 - TILL_WINDOW_DAYS);
    expect(lastQuery()).toEqual({
      source: { kind: 'collection', path: ledger },
      constraints: [['where', 'day', '>=', since]],
    });
    expect(names).toEqual({
      branches: [
        { name: 'Gulberg', count: 2 },
        { name: 'DHA', count: 1 },
      ],
      cards: [{ name: 'HBL Gold', count: 1 }],
    });
  });
});

describe('tally', () => {
  it('puts the most named first and ties in alphabetical order', () => {
    expect(tally(['b', 'a', 'c', 'c'])).toEqual([
      { name: 'c', count: 2 },
      { name: 'a', count: 1 },
      { name: 'b', count: 1 },
    ]);
  });
});
