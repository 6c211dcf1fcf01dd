/**
 * The contact endpoint's HTTP contract, independent of the framework: CORS for the app's
 * origins, POST only, a JSON body validated with shared/'s contact schema (the form's own rules).
 */
import { type ContactErrors, type ContactMessageInput, parseContactMessage } from '@deals/shared';
import { corsHeaders, decodeJsonBody } from '../platform/cors-json.js';

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

/** The first step of a contact request: answer at once (preflight, wrong method, bad body) or accept. */
export function readContactRequest(
  req: ContactRequest,
  allowedOrigins: readonly string[],
): ContactStep {
  const headers = corsHeaders(req.origin, allowedOrigins, 'Retry-After');
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
  const parsed = parseContactMessage(decodeJsonBody(req.body));
  if (!parsed.ok) {
    return {
      kind: 'respond',
      response: { status: 400, headers, body: { error: parsed.error, errors: parsed.errors } },
    };
  }
  return { kind: 'accept', message: parsed.value, headers };
}
