import { describe, expect, it, vi } from 'vitest';

describe('whether Firestore was asked for', () => {
  it('is false until the first use, which tells each listener once', async () => {
    vi.resetModules();
    const requested = await import('./requested');
    const listener = vi.fn();
    const unsubscribe = requested.subscribeFirebaseRequested(listener);
    expect(requested.isFirebaseRequested()).toBe(false);
    requested.markFirebaseRequested();
    expect(requested.isFirebaseRequested()).toBe(true);
    requested.markFirebaseRequested();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
