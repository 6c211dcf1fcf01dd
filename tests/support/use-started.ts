/** Test hooks around something a suite starts once (an emulator, a stack, a browser). */
import { afterAll, beforeAll } from 'vitest';

/**
 * Registers the current file's or describe block's hooks: `start` before its tests, then
 * `prepare` (the suite's own setup), and `stop` after them, unless starting failed. The returned
 * object is filled in with what `start` returned once beforeAll has run; `timeoutMs` bounds the
 * start and `prepare` together.
 */
export function useStarted<T extends object>(
  start: () => Promise<T>,
  stop: (started: T) => Promise<void>,
  options: { prepare?: () => Promise<void> | void; timeoutMs?: number } = {},
): T {
  const handle = {} as T;
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    Object.assign(handle, started);
    await options.prepare?.();
  }, options.timeoutMs);
  afterAll(async () => {
    if (started) await stop(started);
  });
  return handle;
}
