import { describe, expect, it } from 'vitest';
import { eachAtMost } from './each-at-most';

describe('eachAtMost', () => {
  it('runs every item once, never more than the limit at a time, starting them in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await eachAtMost([10, 11, 12, 13, 14, 15, 16], 3, async (item, index) => {
      started.push(item);
      expect(item - 10).toBe(index);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, (7 - index) % 3));
      running -= 1;
    });
    expect(started).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect(most).toBe(3);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await eachAtMost([], 6, () => {
      calls += 1;
      return Promise.resolve();
    });
    expect(calls).toBe(0);
  });
});
