import { safeImageUrl } from '@deals/shared';
import { type ImgHTMLAttributes, useEffect, useRef } from 'react';
import { retryWhenOnline } from './retry-image';

type FallbackImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'onError'
> & {
  /** The picture to show; empty shows the placeholder at once. */
  src: string | undefined;
  /** A small local picture shown instead when `src` is empty or fails (the service worker precaches it). */
  placeholder: string;
};

/** Shows the placeholder instead, once: should the placeholder fail too, it stays (no error loop). */
function showPlaceholder(image: HTMLImageElement, placeholder: string): void {
  if (image.getAttribute('src') !== placeholder) image.src = placeholder;
}

/**
 * An image that gives way to its placeholder when it cannot load: a broken address, a server
 * error, or a phone offline that never fetched the picture. Decorative by default (`alt=""`).
 *
 * A picture that failed offline is tried again when the connection returns (retry-image.ts).
 *
 * A server-rendered page starts loading its pictures before the app hydrates, and React does not
 * replay an error that came before: on mount, a picture already finished without any pixels is
 * decoded once more, and one that cannot be (it is broken) gives way too.
 */
export function FallbackImage({ src, placeholder, alt = '', ...rest }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // Only https: or our own path reaches the page, whatever the data held.
  const shown = safeImageUrl(src, placeholder);
  useEffect(() => {
    const image = ref.current;
    if (!image?.complete || image.naturalWidth > 0 || typeof image.decode !== 'function') return;
    image.decode().catch(() => giveWay(image, shown, placeholder));
  }, [shown, placeholder]);
  return (
    <img
      {...rest}
      ref={ref}
      src={shown}
      alt={alt}
      onError={(event) => giveWay(event.currentTarget, shown, placeholder)}
    />
  );
}

/**
 * The picture `shown` could not load: the placeholder takes its place, and a picture that failed
 * offline is tried again when the connection returns. Whichever notices first (the error event,
 * or the check on mount) does it; the other then finds the placeholder and does nothing.
 */
function giveWay(image: HTMLImageElement, shown: string, placeholder: string): void {
  if (shown !== placeholder && image.getAttribute('src') === shown) retryWhenOnline(image, shown);
  showPlaceholder(image, placeholder);
}
