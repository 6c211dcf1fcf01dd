/**
 * A picture that failed while the device was offline is tried again once the connection returns:
 * the browser never retries a failed image by itself, so a page opened offline would keep its
 * placeholders and hidden logos after the rest of it has come back. `show` runs just before each
 * new try (a hidden logo is shown again, so it loads). Nothing is done online: a picture that
 * fails then is broken, not waiting for a network.
 *
 * A connection that has just come back often cannot carry a request yet (the device says online
 * before its route works), so a try that fails right after it is made again, after each of
 * {@link RETRY_DELAYS_MS}, and then no more. Offline again, the picture's own error handler waits
 * for the next `online` (it calls this again).
 */
export function retryWhenOnline(image: HTMLImageElement, src: string, show?: () => void): void {
  if (navigator.onLine) return;
  window.addEventListener('online', () => tryAgain(image, src, show, 0), { once: true });
}

/** How long after each failed try, online, the next one is made. */
export const RETRY_DELAYS_MS: readonly number[] = [2_000, 6_000];

function tryAgain(
  image: HTMLImageElement,
  src: string,
  show: (() => void) | undefined,
  failures: number,
): void {
  if (!image.isConnected) return;
  const delay = RETRY_DELAYS_MS[failures];
  if (delay !== undefined) {
    const settled = new AbortController();
    image.addEventListener('load', () => settled.abort(), { signal: settled.signal });
    image.addEventListener(
      'error',
      () => {
        settled.abort();
        if (!navigator.onLine) return;
        // What the picture's own error handler made of it (the placeholder, or a hidden logo):
        // should anything else change it meanwhile, the new picture is left alone.
        const failed = image.getAttribute('src');
        window.setTimeout(() => {
          if (image.getAttribute('src') === failed) tryAgain(image, src, show, failures + 1);
        }, delay);
      },
      { signal: settled.signal },
    );
  }
  show?.();
  image.src = src;
}
