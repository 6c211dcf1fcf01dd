/** Session operations every part of the app may need (the navbar's logout, account deletion). */
import { signOut } from 'firebase/auth';
import { api } from '@/app/api';
import type { AppDispatch } from '@/app/store';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { forgetAllUsers } from '@/lib/storage/local-cache';
import { authStateChanged } from '@/lib/session/auth-slice';

/**
 * Signs out and clears the user's data from memory and the session keys (SPEC §4: logout clears
 * user data). The store is updated at once so no member page renders after the call returns.
 */
export async function logOut(dispatch: AppDispatch): Promise<void> {
  await signOut(getFirebaseAuth());
  forgetAllUsers();
  dispatch(authStateChanged(null));
  dispatch(api.util.resetApiState());
}
