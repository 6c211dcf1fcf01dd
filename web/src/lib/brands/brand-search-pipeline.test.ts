import type { RankedBrand } from '@deals/shared';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandEntry } from '@/testing/brands';
import { type BrandSearchState, brandSearch$ } from './brand-search-pipeline';

const brand = (name: string): RankedBrand => ({
  entry: brandEntry(name),
  priority: 100,
  banks: [],
});

function setup(search: (term: string) => Promise<RankedBrand[]>) {
  const input = new Subject<string>();
  const states: BrandSearchState[] = [];
  const subscription = brandSearch$(input, search).subscribe((state) => states.push(state));
  return { input, states, subscription };
}

describe('brand search pipeline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 600 ms after the last keystroke before searching', async () => {
    const search = vi.fn().mockResolvedValue([brand('KFC')]);
    const { input, states } = setup(search);
    input.next('k');
    input.next('kf');
    input.next('kfc');
    await vi.advanceTimersByTimeAsync(599);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('kfc');
    expect(states.map((s) => s.status)).toEqual(['loading', 'results']);
  });

  it('does not query for fewer than 2 characters after trimming', async () => {
    const search = vi.fn().mockResolvedValue([]);
    const { input, states } = setup(search);
    input.next('  k  ');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(search).not.toHaveBeenCalled();
    expect(states).toEqual([{ status: 'idle' }]);
  });

  it('queries from exactly 2 characters, trimmed', async () => {
    const search = vi.fn().mockResolvedValue([]);
    const { input, states } = setup(search);
    input.next(' pi ');
    await vi.advanceTimersByTimeAsync(600);
    expect(search).toHaveBeenCalledWith('pi');
    expect(states.at(-1)).toEqual({ status: 'empty', term: 'pi' });
  });

  it('reports a failed search as an error state and keeps listening', async () => {
    const search = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([brand('Pizza Hut')]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { input, states } = setup(search);
    input.next('pizza');
    await vi.advanceTimersByTimeAsync(600);
    expect(states.at(-1)).toEqual({ status: 'error', term: 'pizza' });
    input.next('pizza hut');
    await vi.advanceTimersByTimeAsync(600);
    expect(states.at(-1)?.status).toBe('results');
  });

  it('drops the answer of a term that was replaced while it was in flight', async () => {
    let resolveFirst: (value: RankedBrand[]) => void = () => undefined;
    const search = vi
      .fn()
      .mockImplementationOnce(
        () => new Promise<RankedBrand[]>((resolve) => (resolveFirst = resolve)),
      )
      .mockResolvedValueOnce([brand('Gloria Jeans')]);
    const { input, states } = setup(search);
    input.next('kfc');
    await vi.advanceTimersByTimeAsync(600);
    input.next('gloria');
    await vi.advanceTimersByTimeAsync(600);
    resolveFirst([brand('KFC')]);
    await vi.advanceTimersByTimeAsync(0);
    const last = states.at(-1);
    expect(last?.status).toBe('results');
    expect(last && 'results' in last ? last.results[0]?.entry.name : null).toBe('Gloria Jeans');
  });

  it('does not search the same term twice in a row', async () => {
    const search = vi.fn().mockResolvedValue([]);
    const { input } = setup(search);
    input.next('kfc');
    await vi.advanceTimersByTimeAsync(600);
    input.next('kfc ');
    await vi.advanceTimersByTimeAsync(600);
    expect(search).toHaveBeenCalledTimes(1);
  });
});
