import { describe, expect, it, vi } from 'vitest';

describe('auth start', () => {
  it('runs what waits when Auth starts, once, and at once for later callers', async () => {
    vi.resetModules();
    const { announceAuthStarted, onAuthStarted } = await import('./auth-start');
    const first = vi.fn();
    const cancelled = vi.fn();
    onAuthStarted(first);
    const stopWaiting = onAuthStarted(cancelled);
    stopWaiting();
    expect(first).not.toHaveBeenCalled();
    announceAuthStarted();
    announceAuthStarted();
    expect(first).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    onAuthStarted(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
