/**
 * Taps on a server-rendered page before React listens to it. On a slow phone the page paints, and
 * can be tapped, a second or more before its code has arrived and hydrated it. Once the app's code
 * runs, it takes the page's data in and loads the route's code before it hydrates; a tap on a
 * button meanwhile had no listener and was lost. From the moment the app's code runs until
 * hydration starts, the last tap on a plain button of the page is kept; once the page is
 * hydrated, that button (the same element: hydration keeps the server's nodes) is clicked again,
 * so the tap takes effect, late but not lost. From the moment hydration starts, React itself
 * holds a tap until the part of the page it lands on is hydrated.
 *
 * Only `type="button"` buttons are kept: a link or a form's submit button already does what it
 * should without JavaScript (the browser follows or submits it), and must not be acted on twice.
 */
export interface EarlyTaps {
  /** Stops keeping taps (React listens from now on); returns what acts on the one kept, once. */
  release: () => () => void;
}

export function holdEarlyTaps(root: HTMLElement): EarlyTaps {
  let kept: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (button && root.contains(button) && button.type === 'button') kept = button;
  };
  root.addEventListener('click', onClick, { capture: true });
  return {
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
}
