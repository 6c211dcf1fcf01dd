/**
 * Who is signed in, as plain data. Fed by the auth-state stream (`auth-listener.ts`); never holds
 * the Firebase `User` object itself, so the store stays serialisable.
 */
import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  /** Sign-in providers linked to the account, e.g. `password`, `google.com`. */
  providerIds: string[];
  /** The ID token carries the custom claim admin: true (set by `npm run admin -- set-admin`). */
  isAdmin?: boolean;
}

export type AuthStatus = 'pending' | 'signedOut' | 'signedIn';

export interface AuthState {
  /** `pending` until the identity provider has restored (or not) the previous session. */
  status: AuthStatus;
  user: SessionUser | null;
  /**
   * The member is ending their session on purpose (logging out, deleting the account) and the
   * page that started it takes them on; until then the signed-in pages do not send them to the
   * login as they would someone whose session ended by itself.
   */
  leaving: boolean;
}

const initialState: AuthState = { status: 'pending', user: null, leaving: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authStateChanged(state, action: PayloadAction<SessionUser | null>) {
      return action.payload
        ? { status: 'signedIn', user: action.payload, leaving: state.leaving }
        : { status: 'signedOut', user: null, leaving: state.leaving };
    },
    leavingChanged(state, action: PayloadAction<boolean>) {
      state.leaving = action.payload;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectIsLeaving: (state) => state.leaving,
    /**
     * A member may use the signed-in pages: e-mail accounts only once verified (login is
     * refused until then); third-party accounts are verified by their provider.
     */
    selectIsMember: (state) => state.user !== null && isVerified(state.user),
    /** Shows the admin page and its link; the rules, not this flag, decide what an admin may write. */
    selectIsAdmin: (state) => state.user?.isAdmin === true,
  },
});

/** True when the account has proved its e-mail address or signed in with a third-party provider. */
export function isVerified(user: SessionUser): boolean {
  return user.emailVerified || user.providerIds.some((id) => id !== 'password');
}

export const { authStateChanged, leavingChanged } = authSlice.actions;
export const {
  selectAuthStatus,
  selectSessionUser,
  selectIsLeaving,
  selectIsMember,
  selectIsAdmin,
} = authSlice.selectors;
