/**
 * Account operations of the settings page: change password (re-authenticate first) and
 * delete account (user document and account, then local data).
 */
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  type User,
  deleteUser,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  updatePassword,
} from 'firebase/auth';
import { deleteUserDocument } from '@/lib/user/user-doc-writes';
import { emulatedGoogleCredential, getFirebaseAuth, usesEmulators } from '@/lib/firebase/auth';

/** True when the account can sign in with a password (it has one to change). */
export const hasPassword = (user: Pick<User, 'providerData'>): boolean =>
  user.providerData.some((info) => info.providerId === 'password');

function currentUser(): User {
  const user = getFirebaseAuth().currentUser;
  if (!user) throw Object.assign(new Error('User not logged in'), { code: 'auth/no-current-user' });
  return user;
}

async function reauthenticate(user: User, password: string | null): Promise<void> {
  if (hasPassword(user)) {
    await reauthenticateWithCredential(
      user,
      EmailAuthProvider.credential(user.email ?? '', password ?? ''),
    );
  } else if (usesEmulators()) {
    // The local stack cannot open Google's popup (see lib/firebase/auth); the emulator takes its
    // own credential for the same account instead.
    await reauthenticateWithCredential(
      user,
      emulatedGoogleCredential(user.email ?? '', user.displayName ?? ''),
    );
  } else {
    await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  }
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = currentUser();
  await reauthenticate(user, currentPassword);
  await updatePassword(user, newPassword);
}

/**
 * Deletes Users/{uid} and then the account. Re-authentication comes first because Firebase
 * refuses to delete an account whose sign-in is not recent, and a half-deleted account is worse
 * than none.
 */
export async function deleteAccount(password: string | null): Promise<string> {
  const user = currentUser();
  await reauthenticate(user, password);
  await deleteUserDocument(user.uid);
  const { uid } = user;
  await deleteUser(user);
  return uid;
}
