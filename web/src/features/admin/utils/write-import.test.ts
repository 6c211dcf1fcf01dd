/**
 * The import's write order and its rejections, around stand-ins for the entity modules it writes
 * through; `admin-import.spec.ts` imports a file against the local stack.
 */
import type { DatasetBank, DatasetDeal } from '@deals/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBank } from '@/lib/banks/banks-api';
import { ensureCities } from '@/lib/cities/cities-api';
import { writeImportedDeal } from '@/lib/deals/deal-editing-api';
import { writeImport } from './write-import';

vi.mock('@/lib/banks/banks-api', () => ({ saveBank: vi.fn() }));
vi.mock('@/lib/cities/cities-api', () => ({ ensureCities: vi.fn() }));
vi.mock('@/lib/deals/deal-editing-api', () => ({ writeImportedDeal: vi.fn() }));

const bank = (id: string, line?: number): DatasetBank => ({
  id,
  bankName: id.toUpperCase(),
  bankImage: '',
  cardImage: '',
  cards: [],
  ...(line === undefined ? {} : { line }),
});

const deal = (bankId: string, cityId: string, dealId: string, data = {}): DatasetDeal => ({
  bankId,
  cityId,
  dealId,
  data: { title: dealId, ...data },
});

const order: string[] = [];

beforeEach(() => {
  order.length = 0;
  vi.mocked(saveBank)
    .mockReset()
    .mockImplementation((b) => {
      order.push(`bank ${b.id}`);
      return Promise.resolve();
    });
  vi.mocked(ensureCities)
    .mockReset()
    .mockImplementation((refs) => {
      order.push(`cities ${refs.map((r) => `${r.bankId}/${r.cityId}`).join(',')}`);
      return Promise.resolve();
    });
  vi.mocked(writeImportedDeal)
    .mockReset()
    .mockImplementation((d) => {
      order.push(`deal ${d.dealId}`);
      return Promise.resolve();
    });
});

describe('writeImport', () => {
  it('writes banks, then each bank’s city once, then the deals, and counts what was written', async () => {
    const progress = vi.fn();
    const deals = [
      deal('Hbl', 'Lahore', 'a'),
      deal('Hbl', 'Lahore', 'b'),
      deal('Mcb', 'Karachi', 'c'),
    ];
    const result = await writeImport([bank('Hbl'), bank('Mcb')], deals, progress);

    expect(result).toEqual({ written: 5, rejected: [] });
    expect(order.slice(0, 3)).toEqual(['bank Hbl', 'bank Mcb', 'cities Hbl/Lahore,Mcb/Karachi']);
    expect(order.slice(3).sort()).toEqual(['deal a', 'deal b', 'deal c']);
    expect(progress).toHaveBeenCalledTimes(3);
    expect(progress).toHaveBeenLastCalledWith(5);
  });

  it('reports a refused record on its own line and writes the rest', async () => {
    vi.mocked(saveBank).mockImplementation((b) =>
      b.id === 'Bad'
        ? Promise.reject(new Error('Missing or insufficient permissions.'))
        : Promise.resolve(),
    );
    vi.mocked(writeImportedDeal).mockImplementation((d) =>
      d.dealId === 'refused'
        ? Promise.reject(
            Object.assign(new Error('Document too large'), { code: 'invalid-argument' }),
          )
        : Promise.resolve(),
    );
    const result = await writeImport(
      [bank('Bad', 2), bank('Hbl')],
      [deal('Hbl', 'Lahore', 'ok'), deal('Hbl', 'Lahore', 'refused')],
      vi.fn(),
    );

    expect(result.written).toBe(2);
    expect(result.rejected.map((r) => r.where)).toEqual(['line 2', 'deals[1]']);
    expect(result.rejected[0]?.reason).toContain('Missing or insufficient permissions.');
    expect(result.rejected[1]?.reason).toContain('Document too large');
  });

  it('writes a deal without its legacy comments and says they were left out', async () => {
    const result = await writeImport(
      [],
      [deal('Hbl', 'Lahore', 'old', { comments: [{ text: 'x' }, { text: 'y' }] })],
      vi.fn(),
    );

    const [[written, data] = []] = vi.mocked(writeImportedDeal).mock.calls;
    expect(written?.dealId).toBe('old');
    expect(data).toEqual({ title: 'old' });
    expect(result.written).toBe(1);
    expect(result.rejected.map((r) => r.where)).toEqual(['deals[0]']);
    expect(result.rejected[0]?.reason).toContain('its 2 legacy comment(s)');
  });
});
