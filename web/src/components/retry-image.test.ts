import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS_MS, retryWhenOnline } from './retry-image';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function hiddenLogo(): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('src', '/demo/banks/hbl.svg');
  image.hidden = true;
  document.body.append(image);
  return image;
}

describe('retryWhenOnline', () => {
  it('offline, shows the picture and sets its address again once the connection returns, once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const image = hiddenLogo();
    const sets = vi.spyOn(image, 'src', 'set');
    retryWhenOnline(image, '/demo/banks/hbl.svg', () => {
      image.hidden = false;
    });
    expect(sets).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(image.hidden).toBe(false);
    expect(sets).toHaveBeenCalledExactlyOnceWith('/demo/banks/hbl.svg');
    window.dispatchEvent(new Event('online'));
    expect(sets).toHaveBeenCalledTimes(1);
  });

  it('online, does nothing: the picture is broken, not waiting for a network', () => {
    const image = hiddenLogo();
    const show = vi.fn();
    retryWhenOnline(image, '/demo/banks/hbl.svg', show);
    window.dispatchEvent(new Event('online'));
    expect(show).not.toHaveBeenCalled();
    expect(image.hidden).toBe(true);
  });

  it('leaves a picture alone that left the page meanwhile', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const image = hiddenLogo();
    const show = vi.fn();
    retryWhenOnline(image, '/demo/banks/hbl.svg', show);
    image.remove();
    window.dispatchEvent(new Event('online'));
    expect(show).not.toHaveBeenCalled();
  });

  describe('a try that fails as the connection returns', () => {
    /** Offline, a failed logo waits; then the connection returns and its first try is made. */
    function backOnline() {
      vi.useFakeTimers();
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const image = hiddenLogo();
      const sets = vi.spyOn(image, 'src', 'set');
      const show = vi.fn();
      retryWhenOnline(image, '/demo/banks/hbl.svg', show);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(sets).toHaveBeenCalledTimes(1);
      return { image, sets, show, onLine };
    }

    it('is made again a few seconds later, as often as RETRY_DELAYS_MS says, then no more', () => {
      const { image, sets, show } = backOnline();
      for (const [failures, delay] of RETRY_DELAYS_MS.entries()) {
        image.dispatchEvent(new Event('error'));
        vi.advanceTimersByTime(delay - 1);
        expect(sets).toHaveBeenCalledTimes(failures + 1);
        vi.advanceTimersByTime(1);
        expect(sets).toHaveBeenCalledTimes(failures + 2);
        expect(show).toHaveBeenCalledTimes(failures + 2);
      }
      image.dispatchEvent(new Event('error'));
      vi.runAllTimers();
      expect(sets).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    });

    it('is not made again once the picture has loaded, whatever fails later', () => {
      const { image, sets } = backOnline();
      image.dispatchEvent(new Event('load'));
      image.dispatchEvent(new Event('error'));
      vi.runAllTimers();
      expect(sets).toHaveBeenCalledTimes(1);
    });

    it('offline again, waits for the picture’s own handler rather than a timer', () => {
      const { image, sets, onLine } = backOnline();
      onLine.mockReturnValue(false);
      image.dispatchEvent(new Event('error'));
      vi.runAllTimers();
      expect(sets).toHaveBeenCalledTimes(1);
    });

    it('leaves alone a picture given another address meanwhile', () => {
      const { image, sets } = backOnline();
      image.dispatchEvent(new Event('error'));
      image.setAttribute('src', '/demo/banks/meezan.svg');
      vi.runAllTimers();
      expect(sets).toHaveBeenCalledTimes(1);
      expect(image.getAttribute('src')).toBe('/demo/banks/meezan.svg');
    });
  });
});
