/**
 * The account operations (sign-up, login, verification, password reset) against Firebase Auth, plus the Users/{uid} document that
 * sign-up creates. Pages call these and map failures with `@/lib/auth-errors`.
 */
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  type User,
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { paths } from '@/config/paths';
import { createUserDocument, ensureUserDocument } from '@/lib/user/user-doc-writes';
import { emulatedGoogleCredential, getFirebaseAuth, usesEmulators } from '@/lib/firebase/auth';
import {
  announceVerified,
  refreshVerification,
  verificationContinueUrl,
} from '@/lib/session/verification';

/**
 * Creates the user document unless it exists (a returning third-party user keeps their cards).
 * Returns whether the user already has cards saved.
 */
const ensureUserDocumentOf = (user: User): Promise<{ hasCards: boolean }> =>
  ensureUserDocument(user.uid, { email: user.email, name: user.displayName });

/** E-mail sign-up: account, display name, user document, verification e-mail. */
export async function signUpWithEmail(input: {
  name: string;
  email: string;
  password: string;
}): Promise<void> {
  const auth = getFirebaseAuth();
  const { user } = await createUserWithEmailAndPassword(auth, input.email.trim(), input.password);
  const name = input.name.trim();
  await updateProfile(user, { displayName: name });
  await createUserDocument(user.uid, { email: user.email, name });
  await sendEmailVerification(user, { url: verificationContinueUrl() });
}

/**
 * True on the local stack. There the Google popup cannot be used: the SDK's popup channel loads
 * Google's iframe script from apis.google.com, and the local stack must work with no network.
 * Instead the page asks for the account the way the emulator's own chooser does, and signs in
 * with an unsigned Google credential, which only the Auth emulator accepts.
 */
export const usesEmulatedGoogle = usesEmulators;

/** An account typed into the local stand-in for Google's chooser. */
export interface EmulatedGoogleAccount {
  email: string;
  name: string;
}

/** Third-party sign-in: Google's popup, or the emulator's credential on the local stack. */
export async function signInWithGoogle(
  account?: EmulatedGoogleAccount,
): Promise<{ user: User; hasCards: boolean }> {
  const auth = getFirebaseAuth();
  let user: User;
  if (account) {
    ({ user } = await signInWithCredential(
      auth,
      emulatedGoogleCredential(account.email, account.name),
    ));
    if (!user.displayName && account.name.trim())
      await updateProfile(user, { displayName: account.name.trim() });
  } else {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    ({ user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver));
  }
  const { hasCards } = await ensureUserDocumentOf(user);
  return { user, hasCards };
}

export type LoginOutcome = { ok: true; user: User } | { ok: false; reason: 'unverified' };

/** E-mail login, refused (and signed out again) while the address is unverified. */
export async function logInWithEmail(email: string, password: string): Promise<LoginOutcome> {
  const auth = getFirebaseAuth();
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  if (!user.emailVerified) {
    await signOut(auth);
    return { ok: false, reason: 'unverified' };
  }
  return { ok: true, user };
}

/**
 * A new verification e-mail for someone whose login was refused as unverified: signs in just long
 * enough to ask for it (the provider only sends it to a signed-in user), then signs out again.
 */
export async function resendVerificationForLogin(email: string, password: string): Promise<void> {
  const auth = getFirebaseAuth();
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  try {
    if (!user.emailVerified) await sendEmailVerification(user, { url: verificationContinueUrl() });
  } finally {
    await signOut(auth);
  }
}

export async function sendResetLink(email: string): Promise<void> {
  // After the new password is set, the provider's own page (if used) continues to login.
  await sendPasswordResetEmail(getFirebaseAuth(), email.trim(), {
    url: `${window.location.origin}${paths.login.getHref()}`,
  });
}

// A one-time code can be applied once; React's development double-effects must not spend it twice.
const applied = new Map<string, Promise<void>>();

/** Applies an e-mail verification code, refreshing the signed-in user's token if there is one. */
export function applyVerificationCode(oobCode: string): Promise<void> {
  let pending = applied.get(oobCode);
  if (!pending) {
    pending = (async () => {
      const auth = getFirebaseAuth();
      await applyActionCode(auth, oobCode);
      // A fresh token carries email_verified=true, which the security rules check.
      await refreshVerification();
      announceVerified();
    })();
    applied.set(oobCode, pending);
  }
  return pending;
}

/** The account a password-reset link is for; fails if the link is used or expired. */
export function checkResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(getFirebaseAuth(), oobCode);
}

/** Sets the new password a reset link allows. */
export function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  return confirmPasswordReset(getFirebaseAuth(), oobCode, newPassword);
}

const recovered = new Map<string, Promise<void>>();

/** Applies an e-mail recovery link (the address is set back to the previous one), once per code. */
export function recoverEmail(oobCode: string): Promise<void> {
  let pending = recovered.get(oobCode);
  if (!pending) {
    pending = applyActionCode(getFirebaseAuth(), oobCode);
    recovered.set(oobCode, pending);
  }
  return pending;
}
