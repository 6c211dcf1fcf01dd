import {
  SECURITY_HEADERS,
  contentSecurityPolicy,
  emulatorEndpoints,
  securityHeaders,
} from '@deals/shared';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The security headers of the ssr function's answers: production's (firebase.json's), or, in a
 * local runner, the same with a policy that lets the page reach the emulators, at the hosts the
 * runner is configured with (the addresses the Admin SDK uses too). A deployed function never
 * allows loopback.
 */
export function pageSecurityHeaders(env: Env = process.env): Readonly<Record<string, string>> {
  const local = env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);
  if (!local) return SECURITY_HEADERS;
  return securityHeaders(
    contentSecurityPolicy(
      emulatorEndpoints({
        firestore: env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
        auth: env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
        functions: env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001',
      }),
    ),
  );
}
