import type { MouseEvent, ReactNode } from 'react';

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

/**
 * A control that opens a page. With the page's address it is a link, so the page also opens in a
 * new tab, its address can be copied, and a click on a server-rendered page works before the app
 * has started; a plain click runs `onOpen` instead (the app opens the page itself), any other
 * click runs `onOtherClick` and is left to the browser. Without an address it is a button that
 * runs `onOpen`.
 */
export function OpenLink({
  href,
  className,
  onOpen,
  onOtherClick,
  children,
}: {
  href: string | null | undefined;
  className: string;
  onOpen: () => void;
  onOtherClick?: () => void;
  children: ReactNode;
}) {
  if (!href)
    return (
      <button type="button" className={className} onClick={onOpen}>
        {children}
      </button>
    );
  return (
    <a
      className={className}
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) {
          onOtherClick?.();
          return;
        }
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
