/** A sliding-window rate limit over the times of accepted requests (pure; stored by the caller). */

/** What one counter says about one more request. */
export interface RateDecision {
  readonly allowed: boolean;
  /** The hits to store: those inside the window, plus this one when allowed. */
  readonly hits: readonly number[];
  /** When refused: ms until the oldest hit leaves the window. */
  readonly retryAfterMs: number;
}

/**
 * Decides whether a request at `now` fits under `limit` requests per `windowMs`, given the
 * earlier accepted hits (epoch ms; anything not a finite number is ignored, so a damaged counter
 * cannot lock anyone out forever or let anyone in unlimited).
 */
export function decideRate(
  stored: unknown,
  now: number,
  limit: number,
  windowMs: number,
): RateDecision {
  const recent = (Array.isArray(stored) ? stored : [])
    .filter((t): t is number => typeof t === 'number' && Number.isFinite(t))
    .filter((t) => t > now - windowMs && t <= now)
    .sort((a, b) => a - b);
  if (recent.length >= limit) {
    const oldest = recent[recent.length - limit] ?? now;
    return { allowed: false, hits: recent, retryAfterMs: Math.max(1000, oldest + windowMs - now) };
  }
  return { allowed: true, hits: [...recent, now], retryAfterMs: 0 };
}

/** "in 1 minute", "in 42 minutes": when a refused person may try again, rounded up. */
export function retryInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? 'in 1 minute' : `in ${minutes} minutes`;
}

/** The sentence a refused person sees; the form shows it as is. */
export function rateLimitMessage(limit: number, windowMs: number, retryAfterMs: number): string {
  const minutes = Math.round(windowMs / 60_000);
  const per =
    minutes === 60
      ? 'per hour'
      : minutes % 60 === 0
        ? `per ${minutes / 60} hours`
        : `per ${minutes} minutes`;
  return `Too many messages: we accept ${limit} ${per} from one person or network. Please try again ${retryInWords(retryAfterMs)}.`;
}
