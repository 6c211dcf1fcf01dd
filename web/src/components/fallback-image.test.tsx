import { fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FallbackImage } from './fallback-image';

const PLACEHOLDER = '/demo/placeholder.svg';

const image = (container: HTMLElement) => {
  const found = container.querySelector('img');
  if (!found) throw new Error('no image rendered');
  return found;
};

describe('FallbackImage', () => {
  it('shows the picture it is given, decorative unless told otherwise', () => {
    const { container } = render(
      <FallbackImage src="/demo/cards/gold.svg" placeholder={PLACEHOLDER} width={48} />,
    );
    expect(image(container).getAttribute('src')).toBe('/demo/cards/gold.svg');
    expect(image(container).getAttribute('alt')).toBe('');
    expect(image(container).getAttribute('width')).toBe('48');
  });

  it('shows the placeholder when there is no picture', () => {
    const { container } = render(<FallbackImage src="" placeholder={PLACEHOLDER} />);
    expect(image(container).getAttribute('src')).toBe(PLACEHOLDER);
  });

  it('shows the placeholder instead of an address that is not https: or our own path', () => {
    for (const src of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
    ]) {
      const { container, unmount } = render(<FallbackImage src={src} placeholder={PLACEHOLDER} />);
      expect(image(container).getAttribute('src'), src).toBe(PLACEHOLDER);
      unmount();
    }
  });

  it('gives way to the placeholder when the picture fails, and keeps it if that fails too', () => {
    const { container } = render(
      <FallbackImage src="/demo/cards/missing.svg" placeholder={PLACEHOLDER} alt="Gold card" />,
    );
    fireEvent.error(image(container));
    expect(image(container).getAttribute('src')).toBe(PLACEHOLDER);
    expect(image(container).getAttribute('alt')).toBe('Gold card');
    // A failing placeholder is not set again (which would fire another error, and so on).
    const sets = vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
    fireEvent.error(image(container));
    expect(sets).not.toHaveBeenCalled();
    expect(image(container).getAttribute('src')).toBe(PLACEHOLDER);
    sets.mockRestore();
  });

  describe('a picture that failed offline', () => {
    afterEach(() => vi.restoreAllMocks());

    it('is tried again once the connection returns, and only then', () => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { container } = render(
        <FallbackImage src="/demo/brands/saffron.svg" placeholder={PLACEHOLDER} />,
      );
      fireEvent.error(image(container));
      expect(image(container).getAttribute('src')).toBe(PLACEHOLDER);
      // The placeholder failing too changes nothing.
      fireEvent.error(image(container));
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(image(container).getAttribute('src')).toBe('/demo/brands/saffron.svg');
      // Broken online too: the placeholder again, and another `online` brings no further try (a
      // few more, seconds apart, are retry-image's, tested there).
      fireEvent.error(image(container));
      expect(image(container).getAttribute('src')).toBe(PLACEHOLDER);
      window.dispatchEvent(new Event('online'));
      expect(image(container).getAttribute('src')).toBe(PLACEHOLDER);
    });

    it('online, a failing picture is not tried again', () => {
      const { container } = render(
        <FallbackImage src="/demo/brands/missing.svg" placeholder={PLACEHOLDER} />,
      );
      fireEvent.error(image(container));
      window.dispatchEvent(new Event('online'));
      expect(image(container).getAttribute('src')).toBe(PLACEHOLDER);
    });
  });

  describe('a picture that finished before the app started (a server-rendered page)', () => {
    const finishedEmpty = (decode: () => Promise<void>) => {
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
      HTMLImageElement.prototype.decode = decode;
    };
    afterEach(() => {
      vi.restoreAllMocks();
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    });

    it('gives way to the placeholder when it was broken', async () => {
      finishedEmpty(() => Promise.reject(new Error('EncodingError')));
      const { container } = render(
        <FallbackImage src="/demo/brands/gone.svg" placeholder={PLACEHOLDER} />,
      );
      await waitFor(() => expect(image(container).getAttribute('src')).toBe(PLACEHOLDER));
    });

    it('offline, is tried again once the connection returns (found broken on mount)', async () => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      finishedEmpty(() => Promise.reject(new Error('EncodingError')));
      const { container } = render(
        <FallbackImage src="/demo/brands/later.svg" placeholder={PLACEHOLDER} />,
      );
      await waitFor(() => expect(image(container).getAttribute('src')).toBe(PLACEHOLDER));
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(image(container).getAttribute('src')).toBe('/demo/brands/later.svg');
    });

    it('stays when it decodes (a picture without a size of its own)', async () => {
      const decode = vi.fn(() => Promise.resolve());
      finishedEmpty(decode);
      const { container } = render(
        <FallbackImage src="/demo/brands/sizeless.svg" placeholder={PLACEHOLDER} />,
      );
      await waitFor(() => expect(decode).toHaveBeenCalled());
      await Promise.resolve();
      expect(image(container).getAttribute('src')).toBe('/demo/brands/sizeless.svg');
    });
  });
});
