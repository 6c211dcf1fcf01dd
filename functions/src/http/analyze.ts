import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { appOrigins, REGION } from '../config.js';
import { handleAnalyze } from './analyze-request.js';

/** POST /analyze: the sentiment service, {comment, bankID, cityID, dealID, userID, userName} → {score, label, comparative}. */
export const analyze = onRequest(
  { region: REGION, memory: '256MiB', timeoutSeconds: 30 },
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
