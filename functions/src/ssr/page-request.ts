/**
 * Which public page a request is for. Firebase Hosting rewrites exactly these paths to the `ssr`
 * function (firebase.json); anything else that reaches it is answered with the plain app shell.
 * A guest place or deal path names its page whatever its ids hold: one Firestore would refuse
 * (see {@link canRead}) is a page that does not exist, answered 404 without a read.
 */
import { isFirestoreDocId, placeDocId, toStoredBankId } from '@deals/shared';

export type PageRequest =
  | { readonly kind: 'landing' }
  | { readonly kind: 'place'; readonly cityId: string; readonly placeKey: string }
  | {
      readonly kind: 'deal';
      readonly bankId: string;
      readonly dealId: string;
      readonly cityId: string;
    };

/**
 * One path segment, decoded. A segment that is not valid percent-encoding names no document, so
 * it reads as the empty id, which {@link canRead} refuses: the page is then "not found".
 */
function segment(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return '';
  }
}

/** The page at `pathname` (no query), or null when it is not one the server renders. */
export function pageRequestOf(pathname: string): PageRequest | null {
  const parts = pathname.split('/').slice(1);
  if (parts.at(-1) === '') parts.pop();
  if (parts.length === 0 || (parts.length === 1 && parts[0] === 'LandingPage')) {
    return { kind: 'landing' };
  }
  const [prefix, ...rest] = parts;
  if (prefix === 'guest-place' && rest.length === 2) {
    const [cityId = '', placeKey = ''] = rest.map(segment);
    return { kind: 'place', cityId, placeKey };
  }
  if (prefix === 'guest-deal' && rest.length === 3) {
    const [bankId = '', dealId = '', cityId = ''] = rest.map(segment);
    return { kind: 'deal', bankId, dealId, cityId };
  }
  return null;
}

/**
 * Whether the page's documents can be read at all: every id is one Firestore accepts (not empty,
 * at most 1,500 bytes, no `/`, not `.`, `..` or `__…__`), including the ids built from them (the
 * place's `{city}_{key}`, the bank's stored id). A page that cannot be read does not exist.
 */
export function canRead(page: PageRequest): boolean {
  switch (page.kind) {
    case 'landing':
      return true;
    case 'place':
      return [page.cityId, page.placeKey, placeDocId(page.cityId, page.placeKey)].every(
        isFirestoreDocId,
      );
    case 'deal':
      return [page.bankId, toStoredBankId(page.bankId), page.cityId, page.dealId].every(
        isFirestoreDocId,
      );
  }
}

/** At most this many characters of a request path go into a log line. */
export const LOGGED_PATH_MAX = 200;

/**
 * A request path as a log line may hold it: control and other invisible characters shown as `?`
 * (a path cannot forge log lines or hide what it holds), cut to {@link LOGGED_PATH_MAX}
 * characters with the original length named, so a 5,000-character id costs one short line.
 */
export function loggablePath(path: string): string {
  const clean = Array.from(path, (char) => (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(char) ? '?' : char));
  return clean.length <= LOGGED_PATH_MAX
    ? clean.join('')
    : `${clean.slice(0, LOGGED_PATH_MAX).join('')}… (${clean.length} characters)`;
}
