import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS } from '@deals/shared';
import { defineInt, defineString } from 'firebase-functions/params';

/**
 * Deploy-time parameters, declared once. firebase-functions resolves a param's `default` only in
 * the CLI (it writes it into the environment at deploy); at run time `.value()` is just the
 * environment variable, so the run-time fallbacks live in the getters below.
 */
const analyzeUrlParam = defineString('ANALYZE_URL', {
  default: '',
  description: 'Sentiment service URL; empty means this project’s own analyze function.',
});
const analyzeTimeoutMsParam = defineInt('ANALYZE_TIMEOUT_MS', {
  default: 10_000,
  description: 'Time-out for one call to the sentiment service (10 s by default).',
});
const allowedOriginsParam = defineString('ALLOWED_ORIGINS', {
  default: '',
  description: 'Extra comma-separated browser origins allowed to call analyze.',
});

const contactRateLimitParam = defineInt('CONTACT_RATE_LIMIT', {
  default: CONTACT_RATE_LIMIT,
  description: 'Contact messages accepted per client IP, and per signed-in user, in one window.',
});
const contactRateWindowParam = defineInt('CONTACT_RATE_WINDOW_SECONDS', {
  default: CONTACT_RATE_WINDOW_MS / 1000,
  description: 'Length of the contact rate-limit window in seconds.',
});
const trustedProxyHopsParam = defineInt('TRUSTED_PROXY_HOPS', {
  default: 1,
  description:
    'X-Forwarded-For entries appended by our own infrastructure: 1 when the app calls the function URL, 2 behind a Firebase Hosting rewrite.',
});

const publicOriginParam = defineString('PUBLIC_ORIGIN', {
  default: '',
  description:
    'The site’s public origin (https://deals.example) for canonical and og:url links; empty means https://<project>.web.app.',
});

const analyzeRateLimitParam = defineInt('ANALYZE_RATE_LIMIT', {
  default: 60,
  description: 'analyze calls accepted per client IP in one window (the review trigger is exempt).',
});
const analyzeRateWindowParam = defineInt('ANALYZE_RATE_WINDOW_SECONDS', {
  default: 60,
  description: 'Length of the analyze rate-limit window in seconds.',
});

const alertPageSizeParam = defineInt('ALERT_PAGE_SIZE', {
  default: 500,
  description:
    'Recipients of a deal alert read at a time; each page is told before the next is read.',
});

/** The region every function is deployed to. */
export const REGION = 'us-central1';

/** Scoring stops retrying an event older than this; an admin re-score takes over. */
export const MAX_EVENT_AGE_MS = 60 * 60 * 1000;

/** True inside a local emulator runner (ours and firebase-tools both set this). */
export function isEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
}

/** The project id the functions run in. */
export function projectId(): string {
  const fromConfig = (() => {
    try {
      return (JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { projectId?: string }).projectId;
    } catch {
      return undefined;
    }
  })();
  return process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? fromConfig ?? 'demo-deals';
}

/**
 * URL of the sentiment service, read per call so an operator (or a test) can point scoring at
 * another service without redeploying the trigger.
 */
export function analyzeUrl(): string {
  const configured = analyzeUrlParam.value();
  if (configured) return configured;
  if (isEmulator()) {
    const host = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';
    return `http://${host}/${projectId()}/${REGION}/analyze`;
  }
  return `https://${REGION}-${projectId()}.cloudfunctions.net/analyze`;
}

/**
 * Whether review scoring calls this project's own analyze function (ANALYZE_URL unset), or runs
 * locally, where every URL stays on this machine. Only then does it send its rate-limit key.
 */
export function analyzeUrlIsOwn(): boolean {
  return isEmulator() || !analyzeUrlParam.value();
}

/** Time-out for one sentiment call in milliseconds. */
export function analyzeTimeoutMs(): number {
  const v = analyzeTimeoutMsParam.value();
  return Number.isFinite(v) && v > 0 ? v : 10_000;
}

/** Browser origins allowed to call analyze: the project's Hosting domains, the Vite dev and preview servers when emulated, plus ALLOWED_ORIGINS. */
export function appOrigins(): string[] {
  const project = projectId();
  const origins = [`https://${project}.web.app`, `https://${project}.firebaseapp.com`];
  if (isEmulator())
    origins.push(
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      'http://localhost:4173',
    );
  const extra = allowedOriginsParam
    .value()
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...origins, ...extra];
}

/**
 * Now, for every decision that depends on the date (deal expiry, trending). Under an emulator only,
 * FUNCTIONS_CLOCK_OFFSET_MS moves it, so a test can live "tomorrow" without waiting for it;
 * production ignores the variable.
 */
export function clockNow(): number {
  const offset = Number(process.env.FUNCTIONS_CLOCK_OFFSET_MS ?? 0);
  return isEmulator() && Number.isFinite(offset) ? Date.now() + offset : Date.now();
}

/** A whole number from 1 to `max`, or `fallback` when the setting is absent or not one; a larger one is cut to `max`. */
function positiveInt(read: () => number, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  try {
    const v = read();
    return Number.isInteger(v) && v > 0 ? Math.min(v, max) : fallback;
  } catch {
    return fallback;
  }
}

/** Contact messages accepted per client IP, and per signed-in user, in one window. */
export function contactRateLimit(): number {
  return positiveInt(() => contactRateLimitParam.value(), CONTACT_RATE_LIMIT);
}

/** The contact rate-limit window in milliseconds. */
export function contactRateWindowMs(): number {
  return positiveInt(() => contactRateWindowParam.value(), CONTACT_RATE_WINDOW_MS / 1000) * 1000;
}

/** How many right-most X-Forwarded-For entries our own proxies appended (see platform/client-ip.ts). */
export function trustedProxyHops(): number {
  return positiveInt(() => trustedProxyHopsParam.value(), 1);
}

/**
 * The most recipients one page may hold, whatever ALERT_PAGE_SIZE says: paging is there so that a
 * card thousands hold is never read into memory at once, and a setting of a million would undo it.
 */
export const MAX_ALERT_PAGE_SIZE = 2000;

/** Recipients of a deal alert read at a time (followers of its place, then holders of its cards). */
export function alertPageSize(): number {
  return positiveInt(() => alertPageSizeParam.value(), 500, MAX_ALERT_PAGE_SIZE);
}

/** The setting's text, or '' when it is not set (params throw outside a deployment sometimes). */
function stringSetting(read: () => string): string {
  try {
    return read().trim();
  } catch {
    return '';
  }
}

/**
 * The site's public origin, which canonical and og:url links are made absolute against. It comes
 * from configuration only, never from the request's Host or X-Forwarded-Host: whoever calls the
 * function directly writes those, and a cached page would then point every visitor at their
 * host. PUBLIC_ORIGIN (an http(s) origin) when set; otherwise the project's Hosting domain, or
 * locally the preview server the stack serves the site from.
 */
export function publicOrigin(): string {
  const configured = /^(https?:\/\/[a-z0-9.-]+(?::\d{1,5})?)\/?$/i.exec(
    stringSetting(() => publicOriginParam.value()),
  )?.[1];
  if (configured) return configured.toLowerCase();
  return isEmulator() ? 'http://127.0.0.1:5173' : `https://${projectId()}.web.app`;
}

/** analyze calls accepted per client IP in one window. */
export function analyzeRateLimit(): number {
  return positiveInt(() => analyzeRateLimitParam.value(), 60);
}

/** The analyze rate-limit window in milliseconds. */
export function analyzeRateWindowMs(): number {
  return positiveInt(() => analyzeRateWindowParam.value(), 60) * 1000;
}
