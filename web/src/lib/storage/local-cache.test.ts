import { describe, expect, it } from 'vitest';
import { forgetSession, forgetUser, readUserCache, rememberSession, writeUserCache } from './local-cache';

describe('local cache', () => {
  it('writes SPEC’s session keys and removes them on logout', () => {
    rememberSession({ uid: 'u1', email: 'a@example.com', displayName: 'Ayesha' });
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(localStorage.getItem('currentUserId')).toBe('u1');
    expect(localStorage.getItem('userName')).toBe('Ayesha');
    forgetSession();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('scopes per-user values and deletes only that user’s on account deletion', () => {
    writeUserCache('u1', 'selectedBanks', ['Hbl']);
    writeUserCache('u2', 'selectedBanks', ['Mcb']);
    expect(localStorage.getItem('user_u1_selectedBanks')).toBe('["Hbl"]');
    forgetUser('u1');
    expect(readUserCache('u1', 'selectedBanks')).toBeUndefined();
    expect(readUserCache('u2', 'selectedBanks')).toEqual(['Mcb']);
  });
});
