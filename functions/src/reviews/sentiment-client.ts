import { z } from 'zod';

const resultSchema = z.object({
  score: z.number().min(1).max(5),
  label: z.string(),
  comparative: z.number(),
  // Added with the trained scorer; a service that does not send them is still understood.
  confidence: z.number().min(0).max(1).optional(),
  language: z.string().max(20).optional(),
});

/** A sentiment result as received from the service. */
export type RemoteSentiment = z.infer<typeof resultSchema>;

/** Why a call failed, and whether trying again later can help. */
export class SentimentServiceError extends Error {
  constructor(
    message: string,
    /** False for answers that will not change on retry (a 4xx about the comment itself). */
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'SentimentServiceError';
  }
}

/** The fields the sentiment service accepts. */
export interface AnalyzeCall {
  readonly comment: string;
  readonly bankID: string;
  readonly cityID: string;
  readonly dealID: string;
  readonly userID: string;
  readonly userName: string;
}

/**
 * Calls the sentiment service over HTTP and validates its answer. `headers` are added to the
 * request: our own analyze function gets the trigger's rate-limit key (analyze/analyze-limit.ts).
 */
export async function callSentimentService(
  url: string,
  body: AnalyzeCall,
  timeoutMs: number,
  headers: Readonly<Record<string, string>> = {},
): Promise<RemoteSentiment> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const timedOut =
      err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new SentimentServiceError(
      timedOut
        ? `Sentiment service timed out after ${timeoutMs} ms`
        : `Sentiment service unreachable: ${describe(err)}`,
      true,
    );
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    // 408/429 and 5xx are the service's trouble; other 4xx are about this comment and will not heal.
    const transient = response.status >= 500 || response.status === 408 || response.status === 429;
    throw new SentimentServiceError(
      `Sentiment service responded with status ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
      transient,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SentimentServiceError('Sentiment service returned a body that is not JSON', true);
  }
  const parsed = resultSchema.safeParse(json);
  if (!parsed.success)
    throw new SentimentServiceError('Sentiment service returned an unexpected result', true);
  return parsed.data;
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message} (${cause.message})` : err.message;
  }
  return String(err);
}
