import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body the runner accepts, as Cloud Functions' 32 MB limit (kept smaller locally). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Reads the whole request body, refusing anything over the limit. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/**
 * Parses the body the way the Functions Framework's body parsers do: JSON for application/json,
 * text for text/*, key/values for forms, the raw Buffer otherwise; rawBody is always kept.
 */
export function parseBody(contentType: string | undefined, raw: Buffer): unknown {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (raw.length === 0)
    return type === 'application/json' || type.endsWith('+json') ? {} : undefined;
  if (type === 'application/json' || type.endsWith('+json'))
    return JSON.parse(raw.toString('utf8')) as unknown;
  if (type.startsWith('text/')) return raw.toString('utf8');
  if (type === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  return raw;
}

/**
 * Gives node's request and response the slice of the Express API that firebase-functions and
 * handlers use (req.body/rawBody/get/query/path, res.status/set/json/send), as the Functions
 * Framework would. `subPath` is the path after the function name, which is what the function sees.
 */
export function expressify(
  req: IncomingMessage,
  res: ServerResponse,
  body: unknown,
  raw: Buffer,
  subPath: string,
): { req: unknown; res: unknown } {
  const url = new URL(subPath || '/', 'http://localhost');
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of url.searchParams) {
    const prev = query[k];
    query[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  const headerOf = (name: string): string | undefined => {
    const h = req.headers[name.toLowerCase()];
    return Array.isArray(h) ? h.join(', ') : h;
  };
  const originalUrl = req.url;
  Object.assign(req, {
    body,
    rawBody: raw,
    query,
    path: url.pathname,
    originalUrl,
    url: `${url.pathname}${url.search}`,
    get: headerOf,
    header: headerOf,
  });
  const response = res as ServerResponse & Record<string, unknown>;
  Object.assign(response, {
    status(code: number) {
      res.statusCode = code;
      return response;
    },
    sendStatus(code: number) {
      res.statusCode = code;
      res.end(String(code));
      return response;
    },
    set(field: string | Record<string, string>, value?: string) {
      if (typeof field === 'string') res.setHeader(field, value ?? '');
      else for (const [k, v] of Object.entries(field)) res.setHeader(k, v);
      return response;
    },
    header(field: string, value: string) {
      res.setHeader(field, value);
      return response;
    },
    get(field: string) {
      return res.getHeader(field);
    },
    type(t: string) {
      res.setHeader(
        'Content-Type',
        t.includes('/') ? t : t === 'json' ? 'application/json' : `text/${t}`,
      );
      return response;
    },
    json(obj: unknown) {
      if (!res.getHeader('Content-Type'))
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(obj));
      return response;
    },
    send(payload?: unknown) {
      if (payload === undefined || payload === null) res.end();
      else if (Buffer.isBuffer(payload)) {
        if (!res.getHeader('Content-Type'))
          res.setHeader('Content-Type', 'application/octet-stream');
        res.end(payload);
      } else if (typeof payload === 'object') {
        return (response.json as (o: unknown) => unknown)(payload);
      } else {
        if (!res.getHeader('Content-Type'))
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      }
      return response;
    },
  });
  return { req, res: response };
}
