/**
 * analyze's per-client rate limit and the exemption our own review trigger needs.
 *
 * The limit is contact's mechanism (platform/rate-limit.ts's sliding window, counted in a
 * transaction in RateLimits, the client IP read from X-Forwarded-For counting from the right),
 * with its own counters (`analyze-ip-<hash>`), quota and window (ANALYZE_RATE_LIMIT per
 * ANALYZE_RATE_WINDOW_SECONDS, config.ts).
 *
 * Why the trigger is exempt by a key rather than by its address: deployed, it calls from Google's
 * shared egress addresses, which anyone else's function may share, so no address (nor any header
 * a caller can write, such as a user agent) tells it apart. Instead it sends a secret in
 * `X-Analyze-Key`: 32 random bytes created once, on first use, in `RateLimits/analyze-internal-key`.
 * That collection has no rule in firestore.rules, so only our functions (the Admin SDK) can read
 * the key; it needs no deploy step and no setting. The trigger sends it only to our own analyze
 * function (ANALYZE_URL unset) or locally, never to a sentiment service configured elsewhere.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { rateLimitEntity } from '@deals/shared';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { analyzeUrlIsOwn } from '../platform/config.js';
import { decideRate } from '../platform/rate-limit.js';

/** The header that carries the trigger's key. */
export const INTERNAL_KEY_HEADER = 'X-Analyze-Key';

const KEY_DOC = rateLimitEntity.docPath({ key: 'analyze-internal-key' });

let cachedKey: Promise<string> | undefined;

/** The key, created on first use; kept for the process (a failed read is tried again). */
export function internalAnalyzeKey(db: Firestore): Promise<string> {
  if (cachedKey === undefined) {
    const ref = db.doc(KEY_DOC);
    const key = db.runTransaction(async (tx) => {
      const stored: unknown = (await tx.get(ref)).get('key');
      if (typeof stored === 'string' && stored.length >= 32) return stored;
      const fresh = randomBytes(32).toString('base64url');
      tx.set(ref, { key: fresh, createdAt: FieldValue.serverTimestamp() });
      return fresh;
    });
    key.catch(() => {
      if (cachedKey === key) cachedKey = undefined;
    });
    cachedKey = key;
  }
  return cachedKey;
}

/** Whether `sent` is the key, compared in constant time. */
export function isInternalKey(sent: string | undefined, key: string): boolean {
  if (!sent || !key) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(sent), digest(key));
}

/**
 * The headers the review trigger adds to its analyze call: the key when the call goes to our own
 * function, nothing otherwise (or when the key cannot be read: the call then counts as anyone's).
 */
export async function internalCallHeaders(db: Firestore): Promise<Record<string, string>> {
  if (!analyzeUrlIsOwn()) return {};
  try {
    return { [INTERNAL_KEY_HEADER]: await internalAnalyzeKey(db) };
  } catch {
    return {};
  }
}

/**
 * Counts one call against the client IP's counter, in a transaction as contact does; a refused
 * call is not counted, so a flood does not extend its own lock-out.
 */
export async function countAnalyzeCall(
  db: Firestore,
  ip: string,
  limit: number,
  windowMs: number,
): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  // The IP is kept only as a hash: the counter needs identity, not the address.
  const ipHash = createHash('sha256').update(ip).digest('hex').slice(0, 40);
  const ref = db.doc(rateLimitEntity.docPath({ key: `analyze-ip-${ipHash}` }));
  return db.runTransaction(async (tx) => {
    const now = Date.now();
    const decision = decideRate((await tx.get(ref)).get('hits'), now, limit, windowMs);
    if (!decision.allowed) return { allowed: false, retryAfterMs: decision.retryAfterMs };
    // expiresAt lets the Firestore TTL policy on RateLimits delete idle counters.
    tx.set(ref, { hits: decision.hits, expiresAt: Timestamp.fromMillis(now + windowMs) });
    return { allowed: true };
  });
}
