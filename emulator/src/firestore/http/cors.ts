/** CORS for browser pages served from any local origin; every SDK request is credentialed. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** True for origins on this machine (localhost, loopback addresses, *.localhost). */
export function isLocalOrigin(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    return false;
  }
  host = host.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0'
  );
}

/** Adds the CORS response headers for a local Origin: echoed (never `*`), with credentials. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin || !isLocalOrigin(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  // The WebChannel handshake returns the session id in this header; the client reads it.
  res.setHeader('Access-Control-Expose-Headers', 'X-HTTP-Session-Id');
}

/** Answers an OPTIONS preflight (REST calls carry custom headers, so the browser asks first). */
export function handlePreflight(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (origin && isLocalOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
    const asked = req.headers['access-control-request-headers'];
    res.setHeader(
      'Access-Control-Allow-Headers',
      asked ||
        'Authorization,Content-Type,X-Goog-Api-Client,X-Firebase-GMPID,X-Firebase-AppCheck,X-Goog-Api-Key,google-cloud-resource-prefix,x-goog-request-params',
    );
    if (req.headers['access-control-request-private-network'] === 'true') {
      res.setHeader('Access-Control-Allow-Private-Network', 'true');
    }
    res.setHeader('Access-Control-Max-Age', '86400');
  }
  res.writeHead(204);
  res.end();
}
