import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { appOrigins, REGION } from '../config.js';
import { handleAnalyze } from './analyze-request.js';

/**
 * At most this many instances of analyze run at once. The endpoint is public (SPEC's contract
 * has no credentials) and costs only CPU, so this bounds what a flood of calls can spend; our own
 * scoring trigger needs far fewer (each instance serves up to 80 calls at a time), and it retries
 * a call refused under load.
 */
export const ANALYZE_MAX_INSTANCES = 10;

/** POST /analyze: the sentiment service, {comment, bankID, cityID, dealID, userID, userName} → {score, label, comparative}. */
export const analyze = onRequest(
  { region: REGION, memory: '256MiB', timeoutSeconds: 30, maxInstances: ANALYZE_MAX_INSTANCES },
  (req, res) => {
    const result = handleAnalyze(
      { method: req.method, origin: req.get('origin') ?? undefined, body: req.body as unknown },
      appOrigins(),
    );
    for (const [name, value] of Object.entries(result.headers)) res.set(name, value);
    if (result.status !== 200)
      logger.info('analyze rejected', { status: result.status, reason: result.body });
    if (result.body === null) res.status(result.status).end();
    else res.status(result.status).json(result.body);
  },
);
