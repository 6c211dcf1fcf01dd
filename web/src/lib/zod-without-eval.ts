/**
 * zod without its compiled fast path, set before any schema is built. An object schema otherwise
 * checks, when it is created, whether the page may compile code (`new Function`); the page's
 * Content-Security-Policy refuses that, and the browser reports the refusal as a violation even
 * though zod catches it. Parsing gives the same results, interpreted instead of compiled.
 * Imported first by main.tsx, so it runs before the lazily loaded routes that build schemas (the
 * admin page's form and import, from @deals/shared).
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
