/**
 * What the browser-facing HTTP endpoints share: CORS for the app's own origins only, and a JSON
 * body that may arrive unparsed.
 */

/**
 * CORS headers for an allowed origin (credentials are a bearer token, not cookies); any other
 * origin gets only `Vary`, so the browser refuses the answer. `exposeHeaders` names response
 * headers the page may read.
 */
export function corsHeaders(
  origin: string | undefined,
  allowed: readonly string[],
  exposeHeaders?: string,
): Record<string, string> {
  if (origin === undefined || !allowed.includes(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization',
    ...(exposeHeaders ? { 'Access-Control-Expose-Headers': exposeHeaders } : {}),
    'Access-Control-Max-Age': '3600',
    Vary: 'Origin',
  };
}

/**
 * The request body as JSON. Browsers may send JSON as text/plain to skip a preflight, which the
 * framework leaves unparsed (a string or a Buffer); text that is not JSON reads as undefined.
 */
export function decodeJsonBody(body: unknown): unknown {
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
