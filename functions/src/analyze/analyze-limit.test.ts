import type { Firestore } from 'firebase-admin/firestore';
import { rateLimitEntity } from '@deals/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { countAnalyzeCall, internalCallHeaders, isInternalKey } from './analyze-limit.js';

/** A Firestore of plain documents whose transactions run at once (one caller at a time). */
function fakeDb() {
  const docs = new Map<string, Record<string, unknown>>();
  const db = {
    doc: (path: string) => ({ path }),
    runTransaction: async <T>(fn: (tx: unknown) => Promise<T>) =>
      fn({
        get: (ref: { path: string }) =>
          Promise.resolve({ get: (field: string) => docs.get(ref.path)?.[field] }),
        set: (ref: { path: string }, data: Record<string, unknown>) => docs.set(ref.path, data),
      }),
  };
  return { db: db as unknown as Firestore, docs };
}

afterEach(() => {
  delete process.env.ANALYZE_URL;
});

describe('the review trigger’s key', () => {
  it('is created once, kept secret in RateLimits, and sent only to our own analyze', async () => {
    const { db, docs } = fakeDb();
    const headers = await internalCallHeaders(db);
    const key = headers['X-Analyze-Key'] ?? '';
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect(docs.get(rateLimitEntity.docPath({ key: 'analyze-internal-key' }))?.key).toBe(key);
    expect(await internalCallHeaders(db)).toEqual(headers);
    process.env.ANALYZE_URL = 'https://sentiment.example/analyze';
    expect(await internalCallHeaders(db)).toEqual({});
  });

  it('is compared whole', () => {
    expect(isInternalKey('abc', 'abc')).toBe(true);
    for (const sent of [undefined, '', 'ab', 'abcd', 'ABC'])
      expect(isInternalKey(sent, 'abc')).toBe(false);
    expect(isInternalKey('', '')).toBe(false);
  });
});

describe('countAnalyzeCall', () => {
  it('lets `limit` calls per window through per IP, then tells how long to wait', async () => {
    const { db } = fakeDb();
    for (let i = 0; i < 3; i += 1)
      expect(await countAnalyzeCall(db, '203.0.113.7', 3, 60_000)).toEqual({ allowed: true });
    const refused = await countAnalyzeCall(db, '203.0.113.7', 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterMs).toBeGreaterThan(50_000);
    expect(await countAnalyzeCall(db, '203.0.113.8', 3, 60_000)).toEqual({ allowed: true });
  });
});
