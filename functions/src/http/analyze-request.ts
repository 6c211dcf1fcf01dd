import { hasVisibleText, REVIEW_COMMENT_MAX, textLength } from '@deals/shared';
import { z } from 'zod';
import { scoreComment, type SentimentResult } from '../sentiment/score-comment.js';
import { corsHeaders, decodeJsonBody } from './cors-json.js';

/** The request body {comment, bankID, cityID, dealID, userID, userName}: only the comment is scored; the ids are accepted for logging. */
export const analyzeBodySchema = z.object({
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

/** The request as the endpoint sees it: method, Origin header and the (possibly pre-parsed) body. */
export interface AnalyzeRequest {
  readonly method: string;
  readonly origin: string | undefined;
  readonly body: unknown;
}

/**
 * Handles one analyze request: CORS for the app's origins, 405 for anything but POST (and the
 * OPTIONS preflight), 400 with a reason for a bad body, otherwise the comment's sentiment.
 */
export function handleAnalyze(
  req: AnalyzeRequest,
  allowedOrigins: readonly string[],
): AnalyzeResponse {
  const cors = corsHeaders(req.origin, allowedOrigins);
  const method = req.method.toUpperCase();
  if (method === 'OPTIONS') return { status: 204, headers: cors, body: null };
  if (method !== 'POST') {
    return {
      status: 405,
      headers: { ...cors, Allow: 'POST, OPTIONS' },
      body: { error: 'Method not allowed: use POST' },
    };
  }
  const decoded = decodeJsonBody(req.body);
  if (decoded === null || typeof decoded !== 'object' || Array.isArray(decoded)) {
    return {
      status: 400,
      headers: cors,
      body: { error: 'Body must be a JSON object with a comment' },
    };
  }
  const parsed = analyzeBodySchema.safeParse(decoded);
  if (!parsed.success) {
    const reason = parsed.error.issues
      .map((i) =>
        i.path.length > 0 && !i.message.startsWith(String(i.path[0]))
          ? `${i.path.join('.')}: ${i.message}`
          : i.message,
      )
      .join('; ');
    return { status: 400, headers: cors, body: { error: reason } };
  }
  return { status: 200, headers: cors, body: scoreComment(parsed.data.comment) };
}
