import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { externalStore } from './external-store';

describe('externalStore', () => {
  it('hydrates the markup the server rendered with the initial value, then shows the current one', async () => {
    const store = externalStore<'badges' | 'install'>('badges');
    const Offer = () => <p>{store.use()}</p>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Offer />);
    // The browser's offer arrives before the page hydrates.
    store.set('install');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Offer />, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('install');
  });
});
