import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryWhenOnline } from './retry-image';

afterEach(() => {
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
});
