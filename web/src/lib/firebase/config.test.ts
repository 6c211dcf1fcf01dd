import { describe, expect, it } from 'vitest';
import { resolveFirebaseConfig } from './config';

describe('resolveFirebaseConfig', () => {
  it('uses the local stack in development', () => {
    const config = resolveFirebaseConfig({ DEV: true });
    expect(config.useEmulators).toBe(true);
    expect(config.options.projectId).toBe('demo-deals');
    expect(config.functionsBaseUrl).toBe('http://127.0.0.1:5001/demo-deals/us-central1');
  });

  it('uses the local stack in a build made with VITE_USE_EMULATORS=true', () => {
    expect(resolveFirebaseConfig({ DEV: false, VITE_USE_EMULATORS: 'true' }).useEmulators).toBe(
      true,
    );
  });

  it('reads a hosted project from VITE_FIREBASE_* in production', () => {
    const config = resolveFirebaseConfig({
      DEV: false,
      VITE_FIREBASE_PROJECT_ID: 'deals-prod',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_APP_ID: 'app',
    });
    expect(config.useEmulators).toBe(false);
    expect(config.options).toMatchObject({
      projectId: 'deals-prod',
      apiKey: 'key',
      authDomain: 'deals-prod.firebaseapp.com',
    });
    expect(config.functionsBaseUrl).toBe('https://us-central1-deals-prod.cloudfunctions.net');
  });

  it('refuses a production build without a project', () => {
    expect(() => resolveFirebaseConfig({ DEV: false })).toThrow(/VITE_FIREBASE_PROJECT_ID/);
  });
});
