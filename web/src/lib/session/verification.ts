/**
 * Keeps an e-mail verification visible to the app and to the security rules the moment it
 * happens. Firebase caches `emailVerified` in the signed-in user and `email_verified` in the ID
 * token; both stay false after the link is opened (in this tab, another tab, or the provider's
 * own page) until the user is reloaded and a new token is minted. The rules refuse reviews from
 * unverified tokens, so a stale token means a refused review.
 */
import { sendEmailVerification, type User } from 'firebase/auth';
import { paths } from '@/config/paths';
import { getFirebaseAuth } from '@/lib/firebase/auth';

/** Tabs of the app tell each other when a verification succeeded. */
const CHANNEL = 'card-deals-auth';

/** E-mail and password accounts are the ones that need verifying. */
const usesPassword = (user: User | null): user is User =>
  user !== null && user.providerData.some((info) => info.providerId === 'password');

/**
 * Reloads the signed-in user and, if the address is now verified but the ID token still says
 * otherwise, forces a new token. The token listener then carries `emailVerified: true` into the
 * store, and Firestore restarts its streams with the new token. Waits for the persisted session
 * first: a page opened from the e-mail link has no `currentUser` until it is restored. Returns
 * whether the user is verified now, in the token as well.
 */
export async function refreshVerification(): Promise<boolean> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return false;
  if (!user.emailVerified) await user.reload();
  if (!user.emailVerified) return false;
  // The user record can be verified (a reload elsewhere saw it) while the token is not.
  const { claims } = await user.getIdTokenResult();
  if (claims.email_verified !== true) await user.getIdToken(true);
  return true;
}

/** Tells the other open tabs that this browser's user just verified. */
export function announceVerified(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('verified');
  channel.close();
}

/** Where the verification e-mail's link continues to (the card-info page). */
export const verificationContinueUrl = (): string =>
  `${window.location.origin}${paths.cardInfoAfterSignUp.getHref()}`;

/** Sends the signed-in user a new verification e-mail. */
export async function resendVerificationEmail(): Promise<void> {
  const user = getFirebaseAuth().currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/user-token-expired' });
  await sendEmailVerification(user, { url: verificationContinueUrl() });
}

/**
 * While an e-mail user is signed in, checks their verification (reloading only while it is
 * pending, refreshing the token when it lags behind) whenever they could have verified
 * elsewhere: at start (the provider's page sends them back with a full page load), whenever the
 * tab comes back into view or focus, and when another tab announces a verification. Returns the
 * function that stops watching.
 */
export function watchVerification(): () => void {
  const auth = getFirebaseAuth();
  let checking = false;
  const check = () => {
    if (checking || !usesPassword(auth.currentUser)) return;
    if (document.visibilityState === 'hidden') return;
    checking = true;
    refreshVerification()
      .catch((error: unknown) => {
        // Offline or a revoked session: the next return to the tab tries again.
        console.warn('Could not refresh the e-mail verification state', error);
      })
      .finally(() => {
        checking = false;
      });
  };
  const stopAuth = auth.onAuthStateChanged(check);
  document.addEventListener('visibilitychange', check);
  window.addEventListener('focus', check);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', check);
  return () => {
    stopAuth();
    document.removeEventListener('visibilitychange', check);
    window.removeEventListener('focus', check);
    channel?.close();
  };
}
