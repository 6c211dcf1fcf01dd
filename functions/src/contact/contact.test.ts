import { describe, expect, it } from 'vitest';
import { clientIp } from '../platform/client-ip.js';
import { readContactRequest } from './contact-request.js';
import { decideRate, rateLimitMessage } from '../platform/rate-limit.js';

const ORIGINS = ['http://127.0.0.1:5173'];
const valid = { name: 'Ayesha Khan', email: 'ayesha@example.pk', message: 'Please add Multan.' };

describe('clientIp', () => {
  it('takes the entry our front end appended, not the left-most one the caller controls', () => {
    expect(clientIp('6.6.6.6, 203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
  });

  it('behind Hosting takes the address the CDN appended, second from the right', () => {
    expect(clientIp('6.6.6.6, 203.0.113.7, 151.101.1.1', '10.0.0.1', 2)).toBe('203.0.113.7');
  });

  it('falls back to the socket peer when the header is missing, short or not an address', () => {
    expect(clientIp(undefined, '127.0.0.1', 1)).toBe('127.0.0.1');
    expect(clientIp('203.0.113.7', '10.0.0.1', 2)).toBe('10.0.0.1');
    expect(clientIp('not-an-ip', '10.0.0.1', 1)).toBe('10.0.0.1');
  });

  it('maps one client to one key: ports stripped, IPv4-mapped IPv6 unwrapped', () => {
    expect(clientIp('203.0.113.7:5123', undefined, 1)).toBe('203.0.113.7');
    expect(clientIp('[2001:DB8::1]:443', undefined, 1)).toBe('2001:db8::1');
    expect(clientIp(undefined, '::ffff:127.0.0.1', 1)).toBe('127.0.0.1');
  });
});

describe('decideRate', () => {
  const hour = 3_600_000;
  it('allows up to the limit in a window and refuses the next with the wait', () => {
    let hits: readonly number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const d = decideRate(hits, 1_000_000 + i * 1000, 5, hour);
      expect(d.allowed).toBe(true);
      hits = d.hits;
    }
    const refused = decideRate(hits, 1_010_000, 5, hour);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.retryAfterMs).toBe(1_000_000 + hour - 1_010_000);
  });

  it('forgets hits older than the window', () => {
    expect(decideRate([0, 1, 2, 3, 4], hour + 10, 5, hour)).toMatchObject({
      allowed: true,
      hits: [hour + 10],
    });
  });

  it('ignores a damaged counter instead of failing', () => {
    expect(decideRate('junk', 5, 5, hour)).toMatchObject({ allowed: true, hits: [5] });
    expect(decideRate([NaN, 'x', null], 5, 5, hour).allowed).toBe(true);
  });

  it('says how long to wait in minutes', () => {
    expect(rateLimitMessage(5, hour, 41 * 60_000 + 1)).toBe(
      'Too many messages: we accept 5 per hour from one person or network. Please try again in 42 minutes.',
    );
  });
});

describe('readContactRequest', () => {
  it('accepts a valid POST, trimmed', () => {
    const step = readContactRequest(
      { method: 'POST', origin: ORIGINS[0], body: { ...valid, name: ' Ayesha Khan ' } },
      ORIGINS,
    );
    expect(step).toMatchObject({ kind: 'accept', message: valid });
    expect(step.kind === 'accept' && step.headers['Access-Control-Allow-Origin']).toBe(ORIGINS[0]);
  });

  it('refuses the attacks of issue 19 with the form’s messages', () => {
    const bad = (body: unknown) =>
      readContactRequest({ method: 'POST', origin: undefined, body }, ORIGINS);
    expect(bad({ ...valid, name: 'Ali\n0300 1234567' })).toMatchObject({
      kind: 'respond',
      response: { status: 400, body: { errors: { name: 'Name should not contain numbers' } } },
    });
    expect(bad({ ...valid, message: ' '.repeat(12) })).toMatchObject({
      response: { status: 400, body: { errors: { message: 'Message is required' } } },
    });
    expect(bad({ ...valid, name: '   ' })).toMatchObject({
      response: { status: 400, body: { errors: { name: 'Name is required' } } },
    });
    expect(bad({ ...valid, createdAt: 1 })).toMatchObject({ response: { status: 400 } });
    expect(bad('not json')).toMatchObject({ response: { status: 400 } });
  });

  it('accepts JSON sent as text, answers the preflight and refuses other methods', () => {
    expect(
      readContactRequest(
        { method: 'POST', origin: undefined, body: JSON.stringify(valid) },
        ORIGINS,
      ).kind,
    ).toBe('accept');
    expect(
      readContactRequest({ method: 'OPTIONS', origin: ORIGINS[0], body: undefined }, ORIGINS),
    ).toMatchObject({
      response: { status: 204 },
    });
    expect(
      readContactRequest({ method: 'GET', origin: undefined, body: undefined }, ORIGINS),
    ).toMatchObject({
      response: { status: 405 },
    });
  });

  it('sends no CORS allowance to an unknown origin', () => {
    const step = readContactRequest(
      { method: 'POST', origin: 'https://evil.example', body: valid },
      ORIGINS,
    );
    expect(step.kind === 'accept' && step.headers['Access-Control-Allow-Origin']).toBeUndefined();
  });
});
