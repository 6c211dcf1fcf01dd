import { describe, expect, it } from 'vitest';
import { handleAnalyze } from './analyze-request.js';

const ORIGINS = ['http://127.0.0.1:5173'];
const body = {
  comment: 'zabardast deal',
  bankID: 'Hbl',
  cityID: 'Lahore',
  dealID: 'd1',
  userID: 'u1',
  userName: 'Ali',
};

describe('handleAnalyze', () => {
  it('scores a valid POST and returns score, label, comparative, confidence and language', () => {
    const r = handleAnalyze({ method: 'POST', origin: undefined, body }, ORIGINS);
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
      handleAnalyze({ method: 'POST', origin: undefined, body: JSON.stringify(body) }, ORIGINS)
        .status,
    ).toBe(200);
  });

  it('rejects a missing comment with a reason', () => {
    const r = handleAnalyze(
      { method: 'POST', origin: undefined, body: { bankID: 'Hbl' } },
      ORIGINS,
    );
    expect(r).toMatchObject({ status: 400, body: { error: 'comment is required' } });
  });

  it('rejects a blank comment', () => {
    expect(
      handleAnalyze({ method: 'POST', origin: undefined, body: { comment: '   ' } }, ORIGINS),
    ).toMatchObject({ status: 400, body: { error: 'comment must not be empty' } });
  });

  it('rejects a comment over 2000 characters', () => {
    const r = handleAnalyze(
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
    expect(
      handleAnalyze({ method: 'POST', origin: undefined, body: { comment } }, ORIGINS).status,
    ).toBe(200);
  });

  it('rejects a comment of zero-width spaces', () => {
    expect(
      handleAnalyze(
        { method: 'POST', origin: undefined, body: { comment: '\u200b\u200b\u200b' } },
        ORIGINS,
      ),
    ).toMatchObject({
      status: 400,
      body: { error: 'comment must contain at least one letter or number' },
    });
  });

  it('rejects a body that is not a JSON object', () => {
    expect(
      handleAnalyze({ method: 'POST', origin: undefined, body: 'not json' }, ORIGINS).status,
    ).toBe(400);
    expect(handleAnalyze({ method: 'POST', origin: undefined, body: [1] }, ORIGINS).status).toBe(
      400,
    );
  });

  it('answers other methods with 405', () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const r = handleAnalyze({ method, origin: undefined, body }, ORIGINS);
      expect(r.status).toBe(405);
      expect(r.headers.Allow).toBe('POST, OPTIONS');
    }
  });

  it('allows the app origin and answers its preflight', () => {
    const r = handleAnalyze({ method: 'OPTIONS', origin: ORIGINS[0], body: undefined }, ORIGINS);
    expect(r.status).toBe(204);
    expect(r.headers['Access-Control-Allow-Origin']).toBe(ORIGINS[0]);
  });

  it('gives no CORS grant to other origins', () => {
    const r = handleAnalyze({ method: 'POST', origin: 'https://evil.example', body }, ORIGINS);
    expect(r.headers['Access-Control-Allow-Origin']).toBeUndefined();
  });
});
