import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { publicOrigin, REGION } from '../platform/config.js';
import { firestore } from '../platform/firestore.js';
import { readPageSeed } from './page-data.js';
import { pageSecurityHeaders } from './security-headers.js';
import { loggablePath, pageRequestOf } from './page-request.js';
import { type Renderer, loadRenderer } from './renderer.js';
import { SITEMAP_CACHE_CONTROL, readSitemapPages, robotsTxt, sitemapXml } from './sitemap.js';

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

/**
 * The headers every page carries (shared/src/security-headers.ts, as firebase.json's; in a local
 * runner, with the policy for the emulators: ssr/security-headers.ts).
 */
function setSecurityHeaders(res: Response): void {
  for (const [name, value] of Object.entries(pageSecurityHeaders())) res.set(name, value);
}

function sendHtml(res: Response, status: number, cacheControl: string, html: string): void {
  setSecurityHeaders(res);
  res
    .status(status)
    .set('Content-Type', 'text/html; charset=utf-8')
    .set('Cache-Control', cacheControl)
    .send(html);
}

/** robots.txt, or the sitemap of public pages read from Places and Deals (ssr/sitemap.ts). */
async function serveCrawlerFile(res: Response, file: 'robots' | 'sitemap'): Promise<void> {
  const origin = publicOrigin();
  if (file === 'robots') {
    res
      .status(200)
      .set('Content-Type', 'text/plain; charset=utf-8')
      .set('Cache-Control', SITEMAP_CACHE_CONTROL)
      .send(robotsTxt(origin));
    return;
  }
  try {
    const pages = await readSitemapPages(firestore());
    res
      .status(200)
      .set('Content-Type', 'application/xml; charset=utf-8')
      .set('Cache-Control', SITEMAP_CACHE_CONTROL)
      .send(sitemapXml(origin, pages));
  } catch (error) {
    logger.error('ssr: the sitemap could not be read', { error: String(error).slice(0, 500) });
    res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '60');
    res.send('The sitemap is not available right now.');
  }
}

/**
 * The landing, guest place and guest deal pages, rendered on the server with their data and their
 * own share preview (firebase.json rewrites those paths here). A place or deal that does not
 * exist, or whose ids Firestore would refuse (too long, reserved, with a slash), is the not-found
 * page with 404, kept a minute. When the data or the renderer really fails, the plain app shell
 * is served uncached: the browser app then loads the page itself.
 */
export async function serveSsr(req: Request, res: Response): Promise<void> {
  setSecurityHeaders(res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  if (req.path === '/robots.txt' || req.path === '/sitemap.xml') {
    await serveCrawlerFile(res, req.path === '/robots.txt' ? 'robots' : 'sitemap');
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
      // From configuration, never from Host or X-Forwarded-Host, which a direct caller writes.
      origin: publicOrigin(),
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
    logger.error('ssr: serving the app shell instead', {
      path: loggablePath(req.path),
      error: String(error).slice(0, 500),
    });
    sendHtml(res, 200, 'no-store', renderer.template());
  }
}

/**
 * GET /, /LandingPage, /guest-place/{city}/{place}, /guest-deal/{bank}/{deal}/{city}, and
 * /robots.txt and /sitemap.xml.
 */
export const ssr = onRequest(
  { region: REGION, memory: '512MiB', timeoutSeconds: 30, concurrency: 40 },
  (req, res) => serveSsr(req, res),
);
