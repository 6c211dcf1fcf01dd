import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import {
  analyzeRateLimit,
  analyzeRateWindowMs,
  appOrigins,
  REGION,
  trustedProxyHops,
} from '../platform/config.js';
import { clientIp } from '../platform/client-ip.js';
import { retryInWords } from '../platform/rate-limit.js';
import { firestore } from '../platform/firestore.js';
import { scoreComment } from '../sentiment/score-comment.js';
import {
  countAnalyzeCall,
  INTERNAL_KEY_HEADER,
  internalAnalyzeKey,
  isInternalKey,
} from './analyze-limit.js';
import { type AnalyzeResponse, readAnalyzeRequest } from './analyze-request.js';

/**
 * At most this many instances of analyze run at once. The endpoint is public (SPEC's contract
 * has no credentials) and costs only CPU, so this bounds what a flood of calls can spend; our own
 * scoring trigger needs far fewer (each instance serves up to 80 calls at a time), and it retries
 * a call refused under load.
 */
export const ANALYZE_MAX_INSTANCES = 10;

interface Res {
  set(name: string, value: string): unknown;
  status(code: number): { json(body: unknown): void; end(): void };
}

function send(res: Res, response: AnalyzeResponse): void {
  for (const [name, value] of Object.entries(response.headers)) res.set(name, value);
  if (response.status !== 200)
    logger.info('analyze rejected', { status: response.status, reason: response.body });
  if (response.body === null) res.status(response.status).end();
  else res.status(response.status).json(response.body);
}

/** Whether the call carries our review trigger's key (analyze-limit.ts): it is then not limited. */
async function fromOurTrigger(sent: string | undefined): Promise<boolean> {
  if (!sent) return false;
  try {
    return isInternalKey(sent, await internalAnalyzeKey(firestore()));
  } catch {
    return false;
  }
}

/**
 * How long the client must wait, or 0 when the call fits under its IP's limit. Should the counter
 * itself fail, the call is let through (logged): the instance cap still bounds a flood, and
 * scoring must not stop because a counter could not be written.
 */
async function refusedForMs(ip: string): Promise<number> {
  try {
    const decision = await countAnalyzeCall(
      firestore(),
      ip,
      analyzeRateLimit(),
      analyzeRateWindowMs(),
    );
    return decision.allowed ? 0 : decision.retryAfterMs;
  } catch (error) {
    logger.warn('analyze: the rate limit could not be counted', { error: String(error) });
    return 0;
  }
}

/**
 * POST /analyze: the sentiment service, {comment, bankID, cityID, dealID, userID, userName} →
 * {score, label, comparative, confidence, language}. JSON only (415), at most 16 KB (413), no
 * unknown fields (400), and at most ANALYZE_RATE_LIMIT calls per ANALYZE_RATE_WINDOW_SECONDS per
 * client IP (429 with Retry-After); our review trigger's calls are exempt (analyze-limit.ts).
 */
export const analyze = onRequest(
  { region: REGION, memory: '256MiB', timeoutSeconds: 30, maxInstances: ANALYZE_MAX_INSTANCES },
  async (req, res) => {
    const raw = (req as { rawBody?: Buffer }).rawBody;
    const step = readAnalyzeRequest(
      {
        method: req.method,
        origin: req.get('origin') ?? undefined,
        contentType: req.get('content-type') ?? undefined,
        bodyBytes: raw?.length ?? Number(req.get('content-length') ?? 0),
        body: req.body as unknown,
      },
      appOrigins(),
    );
    if (step.kind === 'respond') {
      send(res, step.response);
      return;
    }
    if (!(await fromOurTrigger(req.get(INTERNAL_KEY_HEADER) ?? undefined))) {
      const ip = clientIp(
        req.get('x-forwarded-for') ?? undefined,
        req.socket.remoteAddress,
        trustedProxyHops(),
      );
      const waitMs = await refusedForMs(ip);
      if (waitMs > 0) {
        send(res, {
          status: 429,
          headers: { ...step.headers, 'Retry-After': String(Math.ceil(waitMs / 1000)) },
          body: {
            error: `Too many requests: at most ${analyzeRateLimit()} per ${analyzeRateWindowMs() / 1000} seconds from one network. Please try again ${retryInWords(waitMs)}.`,
          },
        });
        return;
      }
    }
    send(res, { status: 200, headers: step.headers, body: scoreComment(step.comment) });
  },
);
