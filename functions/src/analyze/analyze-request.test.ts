import { describe, expect, it } from 'vitest';
import { ANALYZE_BODY_MAX_BYTES, type AnalyzeRequest, handleAnalyze } from './analyze-request.js';

const ORIGINS = ['http://127.0.0.1:5173'];
const body = {
  comment: 'zabardast deal',
  bankID: 'Hbl',
  cityID: 'Lahore',
  dealID: 'd1',
  userID: 'u1',
  userName: 'Ali',
};

/** A JSON request as Express hands it over, unless the test says otherwise. */
const analyze = (
  req: Pick<AnalyzeRequest, 'method' | 'origin' | 'body'> & Partial<AnalyzeRequest>,
  origins: readonly string[],
) =>
  handleAnalyze(
    {
      contentType: 'application/json',
      bodyBytes:
        req.body === undefined
          ? 0
          : Buffer.byteLength(typeof req.body === 'string' ? req.body : JSON.stringify(req.body)),
      ...req,
    },
    origins,
  );

describe('handleAnalyze', () => {
  it('scores a valid POST and returns score, label, comparative, confidence and language', () => {
    const r = analyze({ method: 'POST', origin: undefined, body }, ORIGINS);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ label: 'positive', language: 'roman-ur' });
    expect(Object.keys(r.body ?? {}).sort()).toEqual([
      'comparative',
      'confidence',
      'label',
      'language',
      'score',
    ]);
  });

  it('accepts a JSON body that arrived as text', () => {
    expect(
      analyze({ method: 'POST', origin: undefined, body: JSON.stringify(body) }, ORIGINS).status,
    ).toBe(200);
  });

  it('rejects a missing comment with a reason', () => {
    const r = analyze({ method: 'POST', origin: undefined, body: { bankID: 'Hbl' } }, ORIGINS);
    expect(r).toMatchObject({ status: 400, body: { error: 'comment is required' } });
  });

  it('rejects a blank comment', () => {
    expect(
      analyze({ method: 'POST', origin: undefined, body: { comment: '   ' } }, ORIGINS),
    ).toMatchObject({ status: 400, body: { error: 'comment must not be empty' } });
  });

  it('rejects a comment over 2000 characters', () => {
    const r = analyze(
      { method: 'POST', origin: undefined, body: { comment: 'a'.repeat(2001) } },
      ORIGINS,
    );
    expect(r).toMatchObject({
      status: 400,
      body: { error: 'comment must be at most 2000 characters' },
    });
  });

  it('counts characters, not UTF-16 units, as the rules and the form do', () => {
    const comment = `ok ${'😀'.repeat(1997)}`;
    expect(analyze({ method: 'POST', origin: undefined, body: { comment } }, ORIGINS).status).toBe(
      200,
    );
  });

  it('rejects a comment of zero-width spaces', () => {
    expect(
      analyze(
        { method: 'POST', origin: undefined, body: { comment: '\u200b\u200b\u200b' } },
        ORIGINS,
      ),
    ).toMatchObject({
      status: 400,
      body: { error: 'comment must contain at least one letter or number' },
    });
  });

  it('rejects a body that is not a JSON object', () => {
    expect(analyze({ method: 'POST', origin: undefined, body: 'not json' }, ORIGINS).status).toBe(
      400,
    );
    expect(analyze({ method: 'POST', origin: undefined, body: [1] }, ORIGINS).status).toBe(400);
  });

  it('answers other methods with 405', () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const r = analyze({ method, origin: undefined, body }, ORIGINS);
      expect(r.status).toBe(405);
      expect(r.headers.Allow).toBe('POST, OPTIONS');
    }
  });

  it('allows the app origin and answers its preflight', () => {
    const r = analyze({ method: 'OPTIONS', origin: ORIGINS[0], body: undefined }, ORIGINS);
    expect(r.status).toBe(204);
    expect(r.headers['Access-Control-Allow-Origin']).toBe(ORIGINS[0]);
  });

  it('gives no CORS grant to other origins', () => {
    const r = analyze({ method: 'POST', origin: 'https://evil.example', body }, ORIGINS);
    expect(r.headers['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('refuses a body that is not application/json with 415', () => {
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      undefined,
    ]) {
      const r = analyze({ method: 'POST', origin: undefined, body, contentType }, ORIGINS);
      expect(r.status, String(contentType)).toBe(415);
      expect(r.body).toEqual({ error: 'Content-Type must be application/json' });
    }
    expect(
      analyze(
        { method: 'POST', origin: undefined, body, contentType: 'Application/JSON; charset=utf-8' },
        ORIGINS,
      ).status,
    ).toBe(200);
  });

  it('refuses a body over 16 KB with 413, before reading it', () => {
    expect(ANALYZE_BODY_MAX_BYTES).toBe(16 * 1024);
    const big = { comment: 'acha', padding: 'x'.repeat(9 * 1024 * 1024) };
    const r = analyze({ method: 'POST', origin: undefined, body: big }, ORIGINS);
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ error: 'Body must be at most 16384 bytes' });
    expect(
      analyze(
        { method: 'POST', origin: undefined, body, bodyBytes: ANALYZE_BODY_MAX_BYTES },
        ORIGINS,
      ).status,
    ).toBe(200);
  });

  it('refuses unknown fields with 400 naming them', () => {
    const one = analyze(
      { method: 'POST', origin: undefined, body: { ...body, isAdmin: true } },
      ORIGINS,
    );
    expect(one.status).toBe(400);
    expect(one.body).toEqual({ error: 'unknown field: isAdmin' });
    const two = analyze(
      { method: 'POST', origin: undefined, body: { comment: 'acha', a: 1, b: 2 } },
      ORIGINS,
    );
    expect(two.body).toEqual({ error: 'unknown fields: a, b' });
  });
});
