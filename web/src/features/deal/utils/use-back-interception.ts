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
 *
 * Pages render `<BackInterception target state />` (the deal and place pages).
 */
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, NavigationType, useBlocker, useNavigate } from 'react-router-dom';
import { inNextTask } from '@/lib/boot/next-task';

/** The browser router keeps the entry's index in history.state; 0 is the app's first entry. */
function firstEntryState(): { idx: 0 } | null {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return typeof state === 'object' && state !== null && (state as { idx?: unknown }).idx === 0
    ? (state as { idx: 0 })
    : null;
}

function useBackInterception(target: string, state?: unknown): void {
  const navigate = useNavigate();
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

  useEffect(() => {
    // The page's own entry is added beside the router, not by navigating to where it already is:
    // that re-rendered the whole page as it went live (over 100 ms of a slow phone's start-up).
    // The router reads an entry's state (its index, key and the page's navigation state) when
    // the person comes back to it, so a copy of this entry one index on is all it takes. In the
    // next task: as part of a server-rendered page's hydration it lengthened its longest task.
    return inNextTask(() => {
      const first = firstEntryState();
      if (first === null) return;
      window.history.pushState({ ...first, idx: 1 }, '', window.location.href);
    });
  }, []);
}

/**
 * The interception as an element of its own, which is how pages use it: the router's blocker
 * renders whatever registers it once more as it mounts (it keeps its key in state), and a page
 * calling the hook itself was rendered again whole as it went live, some 100-200 ms of a slow
 * phone's start-up. This renders nothing.
 */
export function BackInterception({ target, state }: { target: string; state?: unknown }): null {
  useBackInterception(target, state);
  return null;
}
