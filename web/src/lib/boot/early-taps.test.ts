import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './early-taps';

/** A root holding the server's markup: a plain button, a submit button in a form, a link. */
function serverPage() {
  const root = document.createElement('div');
  root.innerHTML = `
    <button type="button" id="plain"><span id="label">Go Back</span></button>
    <form><button type="submit" id="submit">Send</button></form>
    <a href="#somewhere" id="link">A link</a>`;
  document.body.append(root);
  const byId = (id: string) => {
    const element = root.querySelector<HTMLElement>(`#${id}`);
    if (!element) throw new Error(`no #${id}`);
    return element;
  };
  return { root, byId };
}

describe('holdEarlyTaps', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('clicks the button last tapped before hydration again, once, when the page is live', () => {
    const { root, byId } = serverPage();
    const taps = holdEarlyTaps(root);
    byId('plain').click();
    byId('label').click(); // a tap lands on the button's text
    const replay = taps.release();
    const live = vi.fn(); // what hydration attaches
    root.addEventListener('click', live);
    replay();
    replay();
    expect(live).toHaveBeenCalledTimes(1);
    expect(live.mock.calls[0]?.[0]).toMatchObject({ target: byId('plain') });
  });

  it('keeps no tap on a submit button or a link, nor one after it was released', () => {
    const { root, byId } = serverPage();
    byId('submit')
      .closest('form')
      ?.addEventListener('submit', (event) => event.preventDefault());
    const taps = holdEarlyTaps(root);
    byId('submit').click();
    byId('link').click();
    const replay = taps.release();
    byId('plain').click(); // React listens by now and takes it itself
    const clicked = vi.fn();
    root.addEventListener('click', clicked);
    replay();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('does nothing when the tapped button is no longer on the page (it was rendered anew)', () => {
    const { root, byId } = serverPage();
    const taps = holdEarlyTaps(root);
    const button = byId('plain');
    button.click();
    const replay = taps.release();
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    button.remove();
    replay();
    expect(clicked).not.toHaveBeenCalled();
  });
});
