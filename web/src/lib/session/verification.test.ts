import { type Mock, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for Firebase Auth's signed-in user: the record's `emailVerified`, the ID token's
// `email_verified` claim, and what the provider says after a reload.
const state = {
  restored: false,
  user: null as null | FakeUser,
};

interface FakeUser {
  emailVerified: boolean;
  tokenVerified: boolean;
  serverVerified: boolean;
  providerData: { providerId: string }[];
  reload: () => Promise<void>;
  getIdTokenResult: () => Promise<{ claims: { email_verified: boolean } }>;
  getIdToken: Mock<(force?: boolean) => Promise<string>>;
}

function fakeUser(serverVerified: boolean, emailVerified = false, tokenVerified = false): FakeUser {
  const user: FakeUser = {
    emailVerified,
    tokenVerified,
    serverVerified,
    providerData: [{ providerId: 'password' }],
    reload: vi.fn(() => {
      user.emailVerified = user.serverVerified;
      return Promise.resolve();
    }),
    getIdTokenResult: vi.fn(() =>
      Promise.resolve({ claims: { email_verified: user.tokenVerified } }),
    ),
    getIdToken: vi.fn((force?: boolean) => {
      if (force) user.tokenVerified = user.serverVerified;
      return Promise.resolve('token');
    }),
  };
  return user;
}

vi.mock('@/lib/firebase/auth', () => ({
  getFirebaseAuth: () => ({
    get currentUser() {
      return state.restored ? state.user : null;
    },
    // The persisted session arrives a moment after the page starts.
    authStateReady: () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          state.restored = true;
          resolve();
        }, 5),
      ),
  }),
}));

const { refreshVerification } = await import('./verification');

describe('refreshVerification', () => {
  beforeEach(() => {
    state.restored = false;
    state.user = null;
  });

  // Each row: the case; the signed-in user (fakeUser's flags: verified at the server, on the record,
  // in the token); what the refresh answers; how often it reloads the record and mints a token.
  it.each<[string, Parameters<typeof fakeUser>, boolean, number, number]>([
    ['waits for the persisted session, then mints a verified token', [true], true, 1, 1],
    ['refreshes a token that lags behind a verified user record', [true, true, false], true, 0, 1],
    ['leaves a token alone that already says verified', [true, true, true], true, 0, 0],
    ['reports an address still unverified without minting a token', [false], false, 1, 0],
  ])('%s', async (_case, flags, verified, reloads, mints) => {
    const user = fakeUser(...flags);
    state.user = user;
    await expect(refreshVerification()).resolves.toBe(verified);
    expect(user.reload).toHaveBeenCalledTimes(reloads);
    expect(user.getIdToken.mock.calls).toEqual(Array.from({ length: mints }, () => [true]));
    expect(user.tokenVerified).toBe(verified);
  });

  it('is false when nobody is signed in', async () => {
    await expect(refreshVerification()).resolves.toBe(false);
  });
});
