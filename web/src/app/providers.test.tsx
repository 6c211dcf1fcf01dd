import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { selectAuthStatus } from '@/lib/session/auth-slice';
import { announceAuthStarted } from '@/lib/session/auth-start';
import { rememberSession } from '@/lib/storage/local-cache';
import { AppProviders } from './providers';
import { setupStore } from './store';

// The identity SDK's listener module: whether and when it is loaded is what is tested here.
const startAuthListener = vi.fn(() => () => undefined);
vi.mock('@/lib/session/auth-listener', () => ({ startAuthListener }));

beforeEach(() => {
  startAuthListener.mockClear();
});

describe('AppProviders session start', () => {
  it('makes a visitor of a device nobody was signed in on a guest at once, without loading Auth', async () => {
    const store = setupStore();
    render(<AppProviders store={store}>page</AppProviders>);
    await waitFor(() => expect(selectAuthStatus(store.getState())).not.toBe('pending'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startAuthListener).not.toHaveBeenCalled();

    // A page that needs Auth (log in, sign up) starts it: the listener starts with it.
    announceAuthStarted();
    await waitFor(() => expect(startAuthListener).toHaveBeenCalledTimes(1));
  });

  it('starts the listener at once where someone was signed in at the last visit', async () => {
    rememberSession({ uid: 'u1', email: 'a@b.c', displayName: 'A' });
    const store = setupStore();
    render(<AppProviders store={store}>page</AppProviders>);
    await waitFor(() => expect(startAuthListener).toHaveBeenCalledTimes(1));
    expect(selectAuthStatus(store.getState())).toBe('pending');
  });
});
