import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearLocalStorage,
  forgetAllUsers,
  forgetSession,
  readUserCache,
  rememberSession,
  removeUserCache,
  writeUserCache,
} from './local-cache';

beforeEach(() => localStorage.clear());

describe('local cache', () => {
  it('writes the session keys and removes them when nobody is signed in', () => {
    rememberSession({ uid: 'u1', email: 'a@example.com', displayName: 'Ayesha' });
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(localStorage.getItem('currentUserId')).toBe('u1');
    expect(localStorage.getItem('userName')).toBe('Ayesha');
    forgetSession();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('scopes per-user values under user_{uid}_', () => {
    writeUserCache('u1', 'selectedBanks', ['Hbl']);
    writeUserCache('u2', 'selectedBanks', ['Mcb']);
    expect(localStorage.getItem('user_u1_selectedBanks')).toBe('["Hbl"]');
    expect(readUserCache('u2', 'selectedBanks')).toEqual(['Mcb']);
    removeUserCache('u1', 'selectedBanks');
    expect(readUserCache('u1', 'selectedBanks')).toBeUndefined();
    expect(readUserCache('u2', 'selectedBanks')).toEqual(['Mcb']);
  });

  it('logout removes the session keys and every user_{id}_ value, and keeps the rest', () => {
    rememberSession({ uid: 'u1', email: 'a@example.com', displayName: 'Ayesha' });
    writeUserCache('u1', 'selectedBanks', ['Hbl']);
    writeUserCache('u1', 'selectedCards', { Hbl: ['HBL Platinum'] });
    writeUserCache('u1', 'cardImages', { 'Hbl-HBL Platinum': '/p.png' });
    writeUserCache('u1', 'homePageState', { scrollY: 10 });
    writeUserCache('u2', 'favoriteDeals', ['deal-Hbl-1']);
    localStorage.setItem('user_u1_somethingAddedLater', 'x');
    localStorage.setItem('recent_brand_searches', '[]');
    forgetAllUsers();
    expect(Object.keys(localStorage)).toEqual(['recent_brand_searches']);
  });

  it('account deletion clears local storage', () => {
    rememberSession({ uid: 'u1', email: 'a@example.com', displayName: 'Ayesha' });
    writeUserCache('u1', 'selectedCards', {});
    localStorage.setItem('landing_page_state', '{}');
    clearLocalStorage();
    expect(localStorage.length).toBe(0);
  });
});
