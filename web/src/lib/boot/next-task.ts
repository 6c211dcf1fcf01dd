/**
 * Ends the current task, so that the browser can paint, scroll and take input before the next
 * step of the start-up: on a slow phone, evaluating the app's modules, taking in the page's data
 * and hydrating were one task of half a second or more.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Runs `step` in the next task (nextTask) unless the function returned is called first: an
 * effect's clean-up, when what it was for is gone before then.
 */
export function inNextTask(step: () => void): () => void {
  let cancelled = false;
  void nextTask().then(() => {
    if (!cancelled) step();
  });
  return () => {
    cancelled = true;
  };
}
