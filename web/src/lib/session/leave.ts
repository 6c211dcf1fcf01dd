/**
 * Ending a session on purpose: a logout, or deleting the account. The signed-in page the member
 * is on would otherwise see the session end and send them to the login before the page that
 * started it has taken them where they chose to go.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { leavingChanged, selectIsLeaving } from './auth-slice';

/**
 * Runs `signOut`, then `goOn` (the navigation away), with the signed-in pages standing by until
 * the next page is on screen (`useLeavingEndsOnNavigation`), or until `signOut` fails.
 */
export async function leaveSession(
  dispatch: Dispatch,
  signOut: () => Promise<void>,
  goOn: () => void | Promise<void>,
): Promise<void> {
  dispatch(leavingChanged(true));
  try {
    await signOut();
  } catch (error) {
    dispatch(leavingChanged(false));
    throw error;
  }
  await goOn();
}

/**
 * Ends the standing by once the location has changed and the new page is rendered. Not when the
 * navigation's promise settles: the router renders a navigation as a transition, after that, and
 * the signed-in page would in between see a session that ended by itself.
 */
export function useLeavingEndsOnNavigation(): void {
  const dispatch = useDispatch();
  const leaving = useSelector(selectIsLeaving);
  const { key } = useLocation();
  useEffect(() => {
    if (leaving) dispatch(leavingChanged(false));
    // Only a new location ends it, not the start of leaving.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
