/**
 * A picture that failed while the device was offline is tried again once the connection returns:
 * the browser never retries a failed image by itself, so a page opened offline would keep its
 * placeholders and hidden logos after the rest of it has come back. `show` runs just before the
 * new try (a hidden logo is shown again, so it loads). Nothing is done online: a picture that
 * fails then is broken, not waiting for a network.
 */
export function retryWhenOnline(image: HTMLImageElement, src: string, show?: () => void): void {
  if (navigator.onLine) return;
  window.addEventListener(
    'online',
    () => {
      if (!image.isConnected) return;
      show?.();
      image.src = src;
    },
    { once: true },
  );
}
