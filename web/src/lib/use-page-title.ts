import { useEffect } from 'react';

const SUFFIX = 'Card Deals';

/** Sets the document title for the current page, so tabs and screen readers name it. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SUFFIX}` : SUFFIX;
  }, [title]);
}
