import { hasVisibleText, REVIEW_COMMENT_MAX, textLength } from '@deals/shared';
import { z } from 'zod';
import { scoreComment, type SentimentResult } from '../sentiment/score-comment.js';
import { corsHeaders, decodeJsonBody } from '../platform/cors-json.js';

/**
 * The request body {comment, bankID, cityID, dealID, userID, userName}: only the comment is scored;
 * the ids are accepted for logging. Strict: any other field is refused, naming it.
 */
export const analyzeBodySchema = z.strictObject({
  comment: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'comment is required' : 'comment must be a string',
    })
    .refine((c) => c.trim().length > 0, { message: 'comment must not be empty' })
    .refine((c) => c.trim().length === 0 || hasVisibleText(c), {
      message: 'comment must contain at least one letter or number',
    })
    // Code points, as the rules' size() and the review form count them.
    .refine((c) => textLength(c) <= REVIEW_COMMENT_MAX, {
      message: `comment must be at most ${REVIEW_COMMENT_MAX} characters`,
    }),
  bankID: z.string().max(200).optional(),
  cityID: z.string().max(200).optional(),
  dealID: z.string().max(400).optional(),
  userID: z.string().max(200).optional(),
  userName: z.string().max(200).optional(),
});

/** A parsed analyze request. */
export type AnalyzeBody = z.infer<typeof analyzeBodySchema>;

/** What the endpoint answers, independent of the HTTP framework. */
export interface AnalyzeResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: SentimentResult | { readonly error: string } | null;
}

/** The largest body analyze reads: a 2,000-character comment and its ids fit many times over. */
export const ANALYZE_BODY_MAX_BYTES = 16 * 1024;

/** The request as the endpoint sees it: method, Origin, Content-Type, body size and the (possibly pre-parsed) body. */
export interface AnalyzeRequest {
  readonly method: string;
  readonly origin: string | undefined;
  readonly contentType: string | undefined;
  /** The raw body's length in bytes. */
  readonly bodyBytes: number;
  readonly body: unknown;
}

/** What to do with a request: answer it now, or score its comment (after the rate limit). */
export type AnalyzeStep =
  | { readonly kind: 'respond'; readonly response: AnalyzeResponse }
  | {
      readonly kind: 'score';
      readonly comment: string;
      readonly headers: Readonly<Record<string, string>>;
    };

const isJson = (contentType: string | undefined): boolean =>
  /^application\/json\s*(;|$)/i.test((contentType ?? '').trim());

function reasonOf(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      if (i.code === 'unrecognized_keys')
        return `unknown field${i.keys.length > 1 ? 's' : ''}: ${i.keys.join(', ')}`;
      return i.path.length > 0 && !i.message.startsWith(String(i.path[0]))
        ? `${i.path.join('.')}: ${i.message}`
        : i.message;
    })
    .join('; ');
}

/**
 * Checks one analyze request: CORS for the app's origins, 405 for anything but POST (and the
 * OPTIONS preflight), 415 for a body that is not `application/json`, 413 for one over 16 KB, 400
 * with a reason for a bad body (an unknown field is named); otherwise the comment to score.
 */
export function readAnalyzeRequest(
  req: AnalyzeRequest,
  allowedOrigins: readonly string[],
): AnalyzeStep {
  const cors = corsHeaders(req.origin, allowedOrigins);
  const respond = (status: number, body: AnalyzeResponse['body'], headers = cors): AnalyzeStep => ({
    kind: 'respond',
    response: { status, headers, body },
  });
  const method = req.method.toUpperCase();
  if (method === 'OPTIONS') return respond(204, null);
  if (method !== 'POST') {
    return respond(
      405,
      { error: 'Method not allowed: use POST' },
      { ...cors, Allow: 'POST, OPTIONS' },
    );
  }
  if (!isJson(req.contentType))
    return respond(415, { error: 'Content-Type must be application/json' });
  if (req.bodyBytes > ANALYZE_BODY_MAX_BYTES)
    return respond(413, { error: `Body must be at most ${ANALYZE_BODY_MAX_BYTES} bytes` });
  const decoded = decodeJsonBody(req.body);
  if (decoded === null || typeof decoded !== 'object' || Array.isArray(decoded))
    return respond(400, { error: 'Body must be a JSON object with a comment' });
  const parsed = analyzeBodySchema.safeParse(decoded);
  if (!parsed.success) return respond(400, { error: reasonOf(parsed.error) });
  return { kind: 'score', comment: parsed.data.comment, headers: cors };
}

/** Answers one analyze request without a rate limit: {@link readAnalyzeRequest}, then the score. */
export function handleAnalyze(
  req: AnalyzeRequest,
  allowedOrigins: readonly string[],
): AnalyzeResponse {
  const step = readAnalyzeRequest(req, allowedOrigins);
  if (step.kind === 'respond') return step.response;
  return { status: 200, headers: step.headers, body: scoreComment(step.comment) };
}
