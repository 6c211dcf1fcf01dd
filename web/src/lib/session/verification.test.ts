import { beforeEach, describe, expect, it, vi } from 'vitest';

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
  getIdToken: (force?: boolean) => Promise<string>;
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

  it('waits for the persisted session, then mints a verified token once the address is verified', async () => {
    const user = fakeUser(true);
    state.user = user;
    await expect(refreshVerification()).resolves.toBe(true);
    expect(user.reload).toHaveBeenCalledOnce();
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(user.tokenVerified).toBe(true);
  });

  it('refreshes a token that lags behind an already verified user record', async () => {
    const user = fakeUser(true, true, false);
    state.user = user;
    await expect(refreshVerification()).resolves.toBe(true);
    expect(user.reload).not.toHaveBeenCalled();
    expect(user.getIdToken).toHaveBeenCalledWith(true);
  });

  it('leaves a token alone that already says verified', async () => {
    const user = fakeUser(true, true, true);
    state.user = user;
    await expect(refreshVerification()).resolves.toBe(true);
    expect(user.getIdToken).not.toHaveBeenCalled();
  });

  it('reports an address still unverified without minting a token', async () => {
    const user = fakeUser(false);
    state.user = user;
    await expect(refreshVerification()).resolves.toBe(false);
    expect(user.getIdToken).not.toHaveBeenCalled();
  });

  it('is false when nobody is signed in', async () => {
    await expect(refreshVerification()).resolves.toBe(false);
  });
});
