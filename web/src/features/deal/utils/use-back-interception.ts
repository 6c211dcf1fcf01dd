/**
 * The browser back button on a deal page goes where the page's own back button goes
 * (home for members, the landing page for guests), whatever the history holds.
 *
 * The back step itself is let through and the entry it lands on is then replaced with the
 * target. Blocking and resetting instead would race the browser's asynchronous history.go()
 * that a reset performs, and would leave the deal page in the history twice.
 *
 * A deal opened as the first page of the app (deep link, reload, shared link) has nothing of
 * the app behind it, so Back would leave the app before the router could see it. There the page
 * adds one entry for itself, so that the first Back stays in the app and can be redirected.
 */
import { useCallback, useEffect, useRef } from 'react';
import {
  type BlockerFunction,
  NavigationType,
  useBlocker,
  useLocation,
  useNavigate,
} from 'react-router-dom';

/** The browser router keeps the entry's index in history.state; 0 is the app's first entry. */
function isFirstEntryOfApp(): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return typeof state === 'object' && state !== null && (state as { idx?: unknown }).idx === 0;
}

export function useBackInterception(target: string, state?: unknown): void {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ target, state });
  useEffect(() => {
    latest.current = { target, state };
  }, [target, state]);

  const watch = useCallback<BlockerFunction>(
    ({ historyAction }) => {
      if (historyAction === NavigationType.Pop) {
        const { target: to, state: toState } = latest.current;
        // After the pop has settled; navigating from inside the router's own transition is not allowed.
        setTimeout(() => {
          void navigate(to, { replace: true, state: toState });
        }, 0);
      }
      return false;
    },
    [navigate],
  );
  useBlocker(watch);

  const here = useRef(location);
  useEffect(() => {
    if (!isFirstEntryOfApp()) return;
    const { pathname, search, hash } = here.current;
    const pageState: unknown = here.current.state;
    void navigate({ pathname, search, hash }, { state: pageState });
  }, [navigate]);
}
