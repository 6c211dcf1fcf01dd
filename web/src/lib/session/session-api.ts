/** Session operations every part of the app may need (the navbar's logout, account deletion). */
import type { Dispatch } from '@reduxjs/toolkit';
import { signOut } from 'firebase/auth';
import { api } from '@/lib/rtk/api';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { forgetAllUsers } from '@/lib/storage/local-cache';
import { authStateChanged } from './auth-slice';

/**
 * Signs out and clears the user's data from memory and the session keys, so nothing of theirs
 * outlives the logout. The store is updated at once so no member page renders after the call
 * returns.
 */
export async function logOut(dispatch: Dispatch): Promise<void> {
  await signOut(getFirebaseAuth());
  forgetAllUsers();
  dispatch(authStateChanged(null));
  dispatch(api.util.resetApiState());
}
