import { dealEntity, reviewEntity } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { PROJECT, useFunctionsStack } from './functions-harness.js';

let url: string;
const stack = useFunctionsStack({ directAnalyze: true }, () => {
  url = `http://127.0.0.1:${stack.runner.port}/${PROJECT}/us-central1/analyze`;
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The CORS preflight a browser on `origin` sends before posting JSON. */
const preflight = (origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });

describe('analyze endpoint', () => {
  it('scores the request body and answers score, label and comparative', async () => {
    const res = await post({
      comment: 'Khana zabardast tha, staff behtreen',
      bankID: 'Hbl',
      cityID: 'Lahore',
      dealID: 'd1',
      userID: 'u1',
      userName: 'Ali',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { score: number; label: string; comparative: number };
    expect(body.label).toBe('positive');
    expect(body.score).toBeGreaterThan(3.5);
    expect(body.score).toBeLessThanOrEqual(5);
    expect(typeof body.comparative).toBe('number');
  });

  it('rates Roman Urdu complaints negative', async () => {
    const body = (await (await post({ comment: 'bakwas deal, bohat ganda khana' })).json()) as {
      label: string;
      score: number;
    };
    expect(body.label).toBe('negative');
    expect(body.score).toBeLessThan(2.5);
  });

  it('answers 400 with a reason for a missing comment', async () => {
    const res = await post({ bankID: 'Hbl' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'comment is required' });
  });

  it('answers 400 for an oversized comment', async () => {
    const res = await post({ comment: 'acha '.repeat(500) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/at most 2000 characters/);
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect((await post('{nope')).status).toBe(400);
  });

  it('answers 405 to other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await fetch(url, { method });
      expect(res.status, method).toBe(405);
    }
  });

  it('grants CORS to the app’s origin, including the preflight, and not to others', async () => {
    const allowed = await preflight('http://127.0.0.1:5173');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const ok = await post({ comment: 'nice' }, { Origin: 'http://localhost:5173' });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await post({ comment: 'nice' }, { Origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is what review scoring calls by default (no ANALYZE_URL configured)', async () => {
    expect(process.env.ANALYZE_URL).toBeUndefined();
    const path = dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'analyze-default' });
    await stack.admin.doc(path).set({ title: 'Default URL', offers: [] });
    await stack.admin
      .collection(`${path}/${reviewEntity.collectionId}`)
      .add({ userId: 'u', userName: 'U', comment: 'lajawab', status: 'pending' });
    await stack.settle();
    const reviews = await stack.admin.collection(`${path}/${reviewEntity.collectionId}`).get();
    expect(reviews.docs[0]?.get('status')).toBe('scored');
    expect(stack.logs.some((l) => l.includes('http analyze POST') && l.includes(' 200 '))).toBe(
      true,
    );
  });

  it('answers 415 to a body that is not JSON, such as a form', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'comment=acha',
    });
    expect(res.status).toBe(415);
  });

  it('answers 413 to a body over 16 KB', async () => {
    const res = await post({ comment: 'acha', bankID: 'x'.repeat(9 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });

  it('answers 400 naming an unknown field', async () => {
    const res = await post({ comment: 'acha', admin: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'unknown field: admin' });
  });

  it('limits calls per client with 429 and Retry-After, but never the review trigger', async () => {
    process.env.ANALYZE_RATE_LIMIT = '3';
    process.env.ANALYZE_RATE_WINDOW_SECONDS = '3600';
    try {
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let i = 0; i < 5; i += 1) {
        const res = await post({ comment: 'acha khana' });
        statuses.push(res.status);
        if (res.status === 429) refused = res;
      }
      // The earlier tests' calls from this address count too: at most 3 get through.
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(3);
      expect(statuses.at(-1)).toBe(429);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      // A forged key does not help.
      expect((await post({ comment: 'acha' }, { 'X-Analyze-Key': 'guess' })).status).toBe(429);

      // The trigger calls from the same address, and is still answered.
      const path = dealEntity.docPath({
        bankId: 'Hbl',
        cityId: 'Lahore',
        dealId: 'analyze-limited',
      });
      await stack.admin.doc(path).set({ title: 'Limited', offers: [] });
      await stack.admin
        .collection(`${path}/${reviewEntity.collectionId}`)
        .add({ userId: 'u', userName: 'U', comment: 'lajawab khana', status: 'pending' });
      await stack.settle();
      const reviews = await stack.admin.collection(`${path}/${reviewEntity.collectionId}`).get();
      expect(reviews.docs[0]?.get('status')).toBe('scored');
    } finally {
      delete process.env.ANALYZE_RATE_LIMIT;
      delete process.env.ANALYZE_RATE_WINDOW_SECONDS;
    }
  });
});
