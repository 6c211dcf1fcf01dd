import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PRODUCTION_CSP,
  SECURITY_HEADERS,
  SERVICE_WORKER_CSP,
  contentSecurityPolicy,
  emulatorEndpoints,
  hostedFirebaseEndpoints,
  securityHeaders,
} from './security-headers.js';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

const firebaseHeaders = (source: string) => {
  const firebase = JSON.parse(
    readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
  ) as { hosting: { headers: HeaderRule[] } };
  const rule = firebase.hosting.headers.find((h) => h.source === source);
  expect(rule, source).toBeDefined();
  return Object.fromEntries((rule?.headers ?? []).map((h) => [h.key, h.value]));
};

/** A policy as its directives: name → sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const LOCAL = { firestore: '127.0.0.1:8080', auth: '127.0.0.1:9099', functions: '127.0.0.1:5001' };

describe('SECURITY_HEADERS', () => {
  it('are exactly what firebase.json has Hosting send on every path', () => {
    expect(firebaseHeaders('**')).toEqual(SECURITY_HEADERS);
  });

  it('have firebase.json send the service worker its own policy', () => {
    expect(firebaseHeaders('/sw.js')).toEqual({ 'Content-Security-Policy': SERVICE_WORKER_CSP });
  });

  it('forbid framing, sniffing and cross-origin paths, and keep geolocation to our pages', () => {
    expect(SECURITY_HEADERS).toEqual({
      'Content-Security-Policy': PRODUCTION_CSP,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('carry the policy they are given', () => {
    expect(securityHeaders('x')['Content-Security-Policy']).toBe('x');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows in production scripts from our origin and Google sign-in’s loader only', () => {
    const policy = directives(PRODUCTION_CSP);
    expect(policy['script-src']).toEqual(["'self'", 'https://apis.google.com']);
    expect(PRODUCTION_CSP).not.toMatch(/unsafe-eval/);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('allows style sheets from our origin and an empty style element, and style attributes', () => {
    const policy = directives(PRODUCTION_CSP);
    const emptyTextHash = `'sha256-${createHash('sha256').update('').digest('base64')}'`;
    expect(policy['style-src']).toEqual(["'self'", emptyTextHash]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(policy['style-src-elem']).toBeUndefined();
  });

  it('lets production pages connect to hosted Firebase only, never to loopback', () => {
    const policy = directives(PRODUCTION_CSP);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://*.cloudfunctions.net',
    ]);
    expect(PRODUCTION_CSP).not.toMatch(/127\.0\.0\.1|localhost|http:/);
    expect(policy['frame-src']).toEqual(['https://*.firebaseapp.com']);
  });

  it('names a deployment’s own functions origin and auth domain when given', () => {
    const policy = directives(
      contentSecurityPolicy(
        hostedFirebaseEndpoints({
          functionsOrigin: 'https://us-central1-deals-prod.cloudfunctions.net',
          authDomain: 'https://deals.example',
        }),
      ),
    );
    expect(policy['connect-src']).toContain('https://us-central1-deals-prod.cloudfunctions.net');
    expect(policy['connect-src']).not.toContain('https://*.cloudfunctions.net');
    expect(policy['frame-src']).toEqual(['https://deals.example']);
  });

  it('lets local pages connect to the configured emulators, with no popup or third-party script', () => {
    const policy = directives(contentSecurityPolicy(emulatorEndpoints(LOCAL)));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:8080',
      'http://127.0.0.1:9099',
      'http://127.0.0.1:5001',
    ]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it('keeps the other directives the same everywhere', () => {
    for (const policy of [
      directives(PRODUCTION_CSP),
      directives(contentSecurityPolicy(emulatorEndpoints(LOCAL))),
    ]) {
      expect(policy).toMatchObject({
        'default-src': ["'self'"],
        'img-src': ["'self'", 'https:', 'data:', 'blob:'],
        'style-src-attr': ["'unsafe-inline'"],
        'font-src': ["'self'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
    }
  });

  it('refuses a configured origin that would add a source or a directive', () => {
    for (const host of ['127.0.0.1:8080; script-src *', "127.0.0.1:8080 'unsafe-inline'", '']) {
      expect(() => emulatorEndpoints({ ...LOCAL, firestore: host })).toThrow(/Not an origin/);
    }
    expect(() => hostedFirebaseEndpoints({ authDomain: 'https://a.example/x' })).toThrow();
    expect(() => hostedFirebaseEndpoints({ functionsOrigin: 'javascript:alert(1)' })).toThrow();
  });
});

describe('SERVICE_WORKER_CSP', () => {
  it('lets the worker fetch our files and https: pictures, and load only our scripts', () => {
    expect(directives(SERVICE_WORKER_CSP)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'connect-src': ["'self'", 'https:'],
      'base-uri': ["'none'"],
    });
  });
});
