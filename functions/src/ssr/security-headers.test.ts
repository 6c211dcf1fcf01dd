import { PRODUCTION_CSP, SECURITY_HEADERS } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from './security-headers.js';

describe('pageSecurityHeaders', () => {
  it('are production’s (firebase.json’s) in a deployed function', () => {
    expect(pageSecurityHeaders({})).toEqual(SECURITY_HEADERS);
    expect(pageSecurityHeaders({})['Content-Security-Policy']).toBe(PRODUCTION_CSP);
  });

  it('let a local runner’s pages reach the emulators at the configured hosts', () => {
    const headers = pageSecurityHeaders({
      FUNCTIONS_EMULATOR: 'true',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:18080',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19099',
      FUNCTIONS_EMULATOR_HOST: '127.0.0.1:15001',
    });
    expect(headers['Content-Security-Policy']).toContain(
      "connect-src 'self' http://127.0.0.1:18080 http://127.0.0.1:19099 http://127.0.0.1:15001;",
    );
    expect(headers['Content-Security-Policy']).toContain("script-src 'self';");
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect({ ...headers, 'Content-Security-Policy': '' }).toEqual({
      ...SECURITY_HEADERS,
      'Content-Security-Policy': '',
    });
  });

  it('use the local stack’s default ports for hosts not configured', () => {
    expect(
      pageSecurityHeaders({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })['Content-Security-Policy'],
    ).toContain(
      "connect-src 'self' http://127.0.0.1:8080 http://127.0.0.1:9099 http://127.0.0.1:5001;",
    );
  });
});
