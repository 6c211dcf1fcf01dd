import { describe, expect, it } from 'vitest';
import { canonical, digestOf } from './canonical.js';

describe('canonical', () => {
  it('ignores key order', () => {
    expect(canonical({ a: 1, b: { c: 2, d: [1, { e: 1, f: 2 }] } })).toBe(
      canonical({ b: { d: [1, { f: 2, e: 1 }], c: 2 }, a: 1 }),
    );
  });

  it('reads a key holding undefined as absent, and Dates like Timestamps', () => {
    expect(canonical({ a: 1, b: undefined })).toBe(canonical({ a: 1 }));
    const timestamp = { seconds: 1, nanoseconds: 5e8, toMillis: () => 1500 };
    expect(canonical(new Date(1500))).toBe(canonical(timestamp));
  });
});

describe('digestOf', () => {
  it('is 16 hex digits, equal for equal content and different for an edit', () => {
    const deal = { title: 'Pizza Hut', discount: '20% off', offers: [{ title: 'Pizza' }] };
    expect(digestOf(deal)).toMatch(/^[0-9a-f]{16}$/);
    expect(
      digestOf({ offers: [{ title: 'Pizza' }], discount: '20% off', title: 'Pizza Hut' }),
    ).toBe(digestOf(deal));
    expect(digestOf({ ...deal, discount: '25% off' })).not.toBe(digestOf(deal));
    expect(digestOf({ ...deal, offers: [] })).not.toBe(digestOf(deal));
  });

  it('does not collide over many small edits', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) seen.add(digestOf({ title: `Deal ${i}`, n: i % 7 }));
    expect(seen.size).toBe(20_000);
  });
});
