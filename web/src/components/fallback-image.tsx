import type { ImgHTMLAttributes, SyntheticEvent } from 'react';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** The picture to show; empty shows the placeholder at once. */
  src: string | undefined;
  /** A small local picture shown instead when `src` is empty or fails (the service worker precaches it). */
  placeholder: string;
};

/**
 * An image that gives way to its placeholder when it cannot load: a broken address, a server
 * error, or a phone offline that never fetched the picture. Only once: should the placeholder fail
 * too, it stays, so the browser does not loop on errors. Decorative by default (`alt=""`).
 */
export function FallbackImage({ src, placeholder, alt = '', ...rest }: FallbackImageProps) {
  const usePlaceholder = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (image.getAttribute('src') !== placeholder) image.src = placeholder;
  };
  return <img {...rest} src={src || placeholder} alt={alt} onError={usePlaceholder} />;
}
