import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is a plain one: the main button without a modifier key, so the app
 * opens the page itself. Any other click (Ctrl or Cmd for a new tab, Shift for a window, the
 * middle button) is the browser's to handle.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}
