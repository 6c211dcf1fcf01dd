/** The route state the signed-in guard hands to /login, so login can send the visitor back. */
export interface ReturnToState {
  from?: { pathname: string; search?: string; hash?: string; state?: unknown };
}

/** Where to go after signing in: the guarded page that sent the visitor to /login, or `fallback`. */
export function returnTo(state: unknown, fallback: string): string {
  const from = (state as ReturnToState | null)?.from;
  return from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : fallback;
}
