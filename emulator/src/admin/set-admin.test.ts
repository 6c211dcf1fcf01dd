import type { Auth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { setAdmin } from './set-admin.js';

/** The two Auth calls setAdmin makes, recorded. */
function fakeAuth(users: Record<string, { uid: string; customClaims?: Record<string, unknown> }>) {
  const claims: Record<string, unknown> = {};
  const auth = {
    getUserByEmail: (email: string) => {
      const user = users[email];
      return user
        ? Promise.resolve(user)
        : Promise.reject(
            new Error('There is no user record corresponding to the provided identifier.'),
          );
    },
    setCustomUserClaims: (uid: string, c: Record<string, unknown>) => {
      claims[uid] = c;
      return Promise.resolve();
    },
  };
  return { auth: auth as unknown as Auth, claims };
}

describe('setAdmin', () => {
  it('adds admin:true and keeps the user’s other claims', async () => {
    const { auth, claims } = fakeAuth({
      'boss@example.pk': { uid: 'u1', customClaims: { tier: 'gold' } },
    });
    await expect(setAdmin(auth, ' boss@example.pk ')).resolves.toBe('u1');
    expect(claims).toEqual({ u1: { tier: 'gold', admin: true } });
  });

  it('fails for an unknown e-mail without touching any claims', async () => {
    const { auth, claims } = fakeAuth({});
    await expect(setAdmin(auth, 'nobody@example.pk')).rejects.toThrow(/no user record/);
    expect(claims).toEqual({});
  });
});
