import { describe, expect, it } from 'vitest';
import { type CachedResponse, cacheRule, createEdgeCache } from './edge-cache.js';

const answer = (cacheControl: string, status = 200): CachedResponse => ({
  status,
  headers: { 'content-type': 'text/html', 'cache-control': cacheControl },
  body: Buffer.from('<p>page</p>'),
});

describe('cacheRule', () => {
  it('keeps what a shared cache may keep, for s-maxage (or a public max-age) seconds', () => {
    expect(cacheRule('public, max-age=0, s-maxage=300, stale-while-revalidate=3600')).toEqual({
      fresh: 300,
      stale: 3600,
    });
    expect(cacheRule('public, max-age=60')).toEqual({ fresh: 60, stale: 0 });
    expect(cacheRule('max-age=60')).toBeNull();
    expect(cacheRule('private, s-maxage=300')).toBeNull();
    expect(cacheRule('no-store')).toBeNull();
    expect(cacheRule('no-cache, s-maxage=300')).toBeNull();
    expect(cacheRule('public, s-maxage=0')).toBeNull();
    expect(cacheRule('public, s-maxage=abc')).toBeNull();
    expect(cacheRule(undefined)).toBeNull();
  });
});

describe('the edge cache', () => {
  it('serves a kept page fresh, then stale while it is refreshed, then not at all', () => {
    let now = 0;
    const cache = createEdgeCache(() => now);
    expect(cache.lookup('/')).toEqual({ state: 'miss' });
    expect(cache.store('/', answer('public, s-maxage=300, stale-while-revalidate=60'))).toBe(true);

    now = 299_000;
    expect(cache.lookup('/')).toMatchObject({ state: 'hit', age: 299 });
    now = 300_000;
    expect(cache.lookup('/')).toMatchObject({ state: 'stale', age: 300 });
    now = 360_000;
    expect(cache.lookup('/')).toEqual({ state: 'miss' });
  });

  it('keeps nothing the response does not allow, and only pages and not-found answers', () => {
    const cache = createEdgeCache(() => 0);
    expect(cache.store('/a', answer('no-store'))).toBe(false);
    expect(cache.store('/b', answer('public, s-maxage=60', 500))).toBe(false);
    expect(cache.store('/c', answer('public, s-maxage=60', 404))).toBe(true);
    expect(cache.lookup('/a')).toEqual({ state: 'miss' });
    expect(cache.lookup('/b')).toEqual({ state: 'miss' });
    expect(cache.lookup('/c').state).toBe('hit');
  });

  it('runs one refresh at a time for a key', async () => {
    const cache = createEdgeCache(() => 0);
    let calls = 0;
    let finish: () => void = () => undefined;
    const refresh = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    cache.revalidate('/', refresh);
    cache.revalidate('/', refresh);
    expect(calls).toBe(1);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.revalidate('/', refresh);
    expect(calls).toBe(2);
  });
});
