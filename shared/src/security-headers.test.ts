import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './security-headers.js';

describe('SECURITY_HEADERS', () => {
  it('are exactly what firebase.json has Hosting send on every path', () => {
    const firebase = JSON.parse(
      readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
    ) as { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } };
    const all = firebase.hosting.headers.find((h) => h.source === '**');
    expect(all).toBeDefined();
    expect(Object.fromEntries((all?.headers ?? []).map((h) => [h.key, h.value]))).toEqual(
      SECURITY_HEADERS,
    );
  });

  it('forbid framing, sniffing and cross-origin paths, and keep geolocation to our pages', () => {
    expect(SECURITY_HEADERS).toEqual({
      'Content-Security-Policy': "frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
  });
});
