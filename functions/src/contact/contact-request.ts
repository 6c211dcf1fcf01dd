/**
 * The contact endpoint's HTTP contract, independent of the framework: CORS for the app's
 * origins, POST only, a JSON body validated with shared/'s contact schema (the form's own rules).
 */
import { type ContactErrors, type ContactMessageInput, parseContactMessage } from '@deals/shared';

/** What the endpoint answers. */
export interface ContactResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body:
    { readonly id: string } | { readonly error: string; readonly errors?: ContactErrors } | null;
}

/** The request as the endpoint sees it. */
export interface ContactRequest {
  readonly method: string;
  readonly origin: string | undefined;
  readonly body: unknown;
}

/** Either an answer to send now, or a valid message to rate-limit and store. */
export type ContactStep =
  | { readonly kind: 'respond'; readonly response: ContactResponse }
  | {
      readonly kind: 'accept';
      readonly message: ContactMessageInput;
      readonly headers: Readonly<Record<string, string>>;
    };

/** CORS headers for an allowed origin (credentials are a bearer token, not cookies). */
export function corsHeaders(
  origin: string | undefined,
  allowed: readonly string[],
): Record<string, string> {
  if (origin === undefined || !allowed.includes(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization',
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '3600',
    Vary: 'Origin',
  };
}

// Browsers may send JSON as text/plain to skip a preflight; the framework leaves that unparsed.
function decodeBody(body: unknown): unknown {
  const text = Buffer.isBuffer(body)
    ? body.toString('utf8')
    : typeof body === 'string'
      ? body
      : undefined;
  if (text === undefined) return body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The first step of a contact request: answer at once (preflight, wrong method, bad body) or accept. */
export function readContactRequest(
  req: ContactRequest,
  allowedOrigins: readonly string[],
): ContactStep {
  const headers = corsHeaders(req.origin, allowedOrigins);
  const method = req.method.toUpperCase();
  if (method === 'OPTIONS')
    return { kind: 'respond', response: { status: 204, headers, body: null } };
  if (method !== 'POST') {
    return {
      kind: 'respond',
      response: {
        status: 405,
        headers: { ...headers, Allow: 'POST, OPTIONS' },
        body: { error: 'Method not allowed: use POST' },
      },
    };
  }
  const parsed = parseContactMessage(decodeBody(req.body));
  if (!parsed.ok) {
    return {
      kind: 'respond',
      response: { status: 400, headers, body: { error: parsed.error, errors: parsed.errors } },
    };
  }
  return { kind: 'accept', message: parsed.value, headers };
}
