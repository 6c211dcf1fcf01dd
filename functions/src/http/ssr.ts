import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config.js';
import { firestore } from '../firestore.js';
import { readPageSeed } from '../ssr/page-data.js';
import { pageRequestOf } from '../ssr/page-request.js';
import { type Renderer, loadRenderer } from '../ssr/renderer.js';

/**
 * How long the CDN keeps a rendered page: five minutes fresh, then up to an hour served stale
 * while it is rendered again in the background. Browsers always ask again (max-age=0), so a new
 * rating shows within five minutes and a deploy at once. A missing deal or place is kept a minute.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
export const MISSING_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

interface Request {
  method: string;
  path: string;
  url: string;
  protocol?: string;
  get(name: string): string | undefined;
}

interface Response {
  status(code: number): Response;
  set(name: string, value: string): Response;
  redirect(status: number, location: string): void;
  send(body: string): void;
  end(): void;
}

/** The origin the visitor used: Hosting passes it on in X-Forwarded-Host and -Proto. */
function publicOrigin(req: Request): string {
  const host = req.get('x-forwarded-host') ?? req.get('host') ?? 'localhost';
  const proto = req.get('x-forwarded-proto')?.split(',')[0]?.trim() || req.protocol || 'https';
  return `${proto}://${host.split(',')[0]?.trim() ?? host}`;
}

function sendHtml(res: Response, status: number, cacheControl: string, html: string): void {
  res
    .status(status)
    .set('Content-Type', 'text/html; charset=utf-8')
    .set('Cache-Control', cacheControl)
    .send(html);
}

/**
 * The landing, guest place and guest deal pages, rendered on the server with their data and their
 * own share preview (firebase.json rewrites those paths here). When the data or the renderer
 * fails, the plain app shell is served uncached: the browser app then loads the page itself.
 */
export async function serveSsr(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  let renderer: Renderer;
  try {
    renderer = await loadRenderer();
  } catch (error) {
    logger.error('ssr: the renderer could not load', error);
    res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '10');
    res.send('The site is being updated. Please try again in a moment.');
    return;
  }
  const page = pageRequestOf(req.path);
  if (page === null) {
    sendHtml(res, 200, 'no-store', renderer.template());
    return;
  }
  try {
    const seed = await readPageSeed(firestore(), page);
    const result = await renderer.render({
      path: req.url,
      origin: publicOrigin(req),
      seed,
      template: renderer.template(),
      manifest: renderer.manifest(),
    });
    if ('location' in result) {
      res.redirect(result.status, result.location);
      return;
    }
    const missing =
      (seed.kind === 'deal' && seed.deal === null) ||
      (seed.kind === 'place' && seed.place === null);
    sendHtml(
      res,
      missing ? 404 : result.status,
      missing || result.status === 404 ? MISSING_CACHE_CONTROL : PAGE_CACHE_CONTROL,
      result.html,
    );
  } catch (error) {
    logger.error('ssr: serving the app shell instead', { path: req.path, error: String(error) });
    sendHtml(res, 200, 'no-store', renderer.template());
  }
}

/** GET /, /LandingPage, /guest-place/{city}/{place}, /guest-deal/{bank}/{deal}/{city}. */
export const ssr = onRequest(
  { region: REGION, memory: '512MiB', timeoutSeconds: 30, concurrency: 40 },
  (req, res) => serveSsr(req, res),
);
