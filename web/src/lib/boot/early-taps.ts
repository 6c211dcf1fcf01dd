/**
 * Taps on a server-rendered page before React listens to it. On a slow phone the page paints, and
 * can be tapped, a second or more before its code has arrived and hydrated it; a tap on a button
 * meanwhile had no listener and was lost. From the moment the page is parsed (its first script,
 * boot.ts, holds them) until hydration starts, the last tap on a plain button of the page is
 * kept; the app takes the hold over (`takeEarlyTaps`) and, once the page is hydrated, clicks that
 * button (the same element: hydration keeps the server's nodes) again, so the tap takes effect,
 * late but not lost. From the moment hydration starts, React itself holds a tap until the part of
 * the page it lands on is hydrated.
 *
 * Only `type="button"` buttons are kept: a link or a form's submit button already does what it
 * should without JavaScript (the browser follows or submits it), and must not be acted on twice.
 */
export interface EarlyTaps {
  /** Stops keeping taps (React listens from now on); returns what acts on the one kept, once. */
  release: () => () => void;
}

/** The taps held since the page's first script ran (boot.ts), for the app to take over. */
let held: EarlyTaps | null = null;

export function holdEarlyTaps(root: HTMLElement): EarlyTaps {
  let kept: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (button && root.contains(button) && button.type === 'button') kept = button;
  };
  root.addEventListener('click', onClick, { capture: true });
  held = {
    release: () => {
      root.removeEventListener('click', onClick, { capture: true });
      let button = kept;
      kept = null;
      return () => {
        if (button?.isConnected && !button.disabled) button.click();
        button = null;
      };
    },
  };
  return held;
}

/**
 * The taps held by the page's first script, once: a server-rendered page starts holding them as
 * soon as it is parsed (boot.ts), long before the app's code arrives; null when nothing holds them.
 */
export function takeEarlyTaps(): EarlyTaps | null {
  const taps = held;
  held = null;
  return taps;
}
