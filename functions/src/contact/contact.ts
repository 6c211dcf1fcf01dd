import { createHash } from 'node:crypto';
import { contactMessageEntity, rateLimitEntity } from '@deals/shared';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import {
  appOrigins,
  contactRateLimit,
  contactRateWindowMs,
  REGION,
  trustedProxyHops,
} from '../platform/config.js';
import { clientIp } from '../platform/client-ip.js';
import { readContactRequest, type ContactResponse } from './contact-request.js';
import { decideRate, rateLimitMessage } from '../platform/rate-limit.js';
import { adminAuth, firestore } from '../platform/firestore.js';

/** Counters live here; firestore.rules has no rule for it, so no client can read or reset one. */

type Outcome = { stored: string } | { refusedForMs: number };

/** The signed-in user's uid from a Bearer ID token; null for guests; throws for a bad token. */
async function callerUid(authorization: string | undefined): Promise<string | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (token === undefined) return null;
  return (await adminAuth().verifyIdToken(token)).uid;
}

/**
 * Counts the message against the client's IP and (signed in) the user, and stores it, in one
 * transaction: concurrent requests from one client cannot all slip under the limit, and a refused
 * request stores nothing and is not counted (a flood does not extend its own lock-out).
 */
async function countAndStore(
  message: { name: string; email: string; message: string },
  ip: string,
  uid: string | null,
): Promise<Outcome> {
  const db = firestore();
  const limit = contactRateLimit();
  const windowMs = contactRateWindowMs();
  // The IP is kept only as a hash: the counter needs identity, not the address.
  const ipHash = createHash('sha256').update(ip).digest('hex').slice(0, 40);
  const counters = [db.doc(rateLimitEntity.docPath({ key: `ip-${ipHash}` }))];
  if (uid !== null) counters.push(db.doc(rateLimitEntity.docPath({ key: `user-${uid}` })));
  return db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...counters);
    const now = Date.now();
    const decisions = snaps.map((s) => decideRate(s.get('hits'), now, limit, windowMs));
    const refused = decisions.filter((d) => !d.allowed);
    if (refused.length > 0)
      return { refusedForMs: Math.max(...refused.map((d) => d.retryAfterMs)) };
    decisions.forEach((d, i) => {
      const ref = counters[i];
      if (ref === undefined) return;
      // expiresAt lets a Firestore TTL policy delete idle counters (docs/deploying.md).
      tx.set(ref, { hits: d.hits, expiresAt: Timestamp.fromMillis(now + windowMs) });
    });
    const stored = db.collection(contactMessageEntity.path()).doc();
    tx.create(stored, {
      ...message,
      userId: uid,
      ipHash,
      createdAt: FieldValue.serverTimestamp(),
    });
    return { stored: stored.id };
  });
}

function send(
  res: {
    status(code: number): { json(body: unknown): void; end(): void };
    set(k: string, v: string): void;
  },
  response: ContactResponse,
): void {
  for (const [name, value] of Object.entries(response.headers)) res.set(name, value);
  if (response.body === null) res.status(response.status).end();
  else res.status(response.status).json(response.body);
}

/**
 * POST /contact {name, email, message}: the contact form. Validated with
 * shared/'s contact schema, rate-limited per client IP and per signed-in user (an optional
 * `Authorization: Bearer <ID token>`), stored in ContactMessages. Answers 201 {id}, 400 {error,
 * errors} with the form's messages, 401 for a bad token, 429 {error} with Retry-After.
 */
export const contact = onRequest(
  { region: REGION, memory: '256MiB', timeoutSeconds: 30 },
  async (req, res) => {
    const step = readContactRequest(
      { method: req.method, origin: req.get('origin') ?? undefined, body: req.body as unknown },
      appOrigins(),
    );
    if (step.kind === 'respond') {
      send(res, step.response);
      return;
    }
    let uid: string | null;
    try {
      uid = await callerUid(req.get('authorization') ?? undefined);
    } catch (err) {
      logger.info('contact: bad ID token', {
        reason: err instanceof Error ? err.message : String(err),
      });
      send(res, {
        status: 401,
        headers: step.headers,
        body: { error: 'Your sign-in has expired. Please reload the page and send again.' },
      });
      return;
    }
    const ip = clientIp(
      req.get('x-forwarded-for') ?? undefined,
      req.socket.remoteAddress,
      trustedProxyHops(),
    );
    const outcome = await countAndStore(step.message, ip, uid);
    if ('refusedForMs' in outcome) {
      logger.info('contact: rate limited', { signedIn: uid !== null });
      send(res, {
        status: 429,
        headers: { ...step.headers, 'Retry-After': String(Math.ceil(outcome.refusedForMs / 1000)) },
        body: {
          error: rateLimitMessage(contactRateLimit(), contactRateWindowMs(), outcome.refusedForMs),
        },
      });
      return;
    }
    send(res, { status: 201, headers: step.headers, body: { id: outcome.stored } });
  },
);
