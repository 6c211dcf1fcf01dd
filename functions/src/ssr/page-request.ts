/**
 * Which public page a request is for. Firebase Hosting rewrites exactly these paths to the `ssr`
 * function (firebase.json); anything else that reaches it is answered with the plain app shell.
 */

export type PageRequest =
  | { readonly kind: 'landing' }
  | { readonly kind: 'place'; readonly cityId: string; readonly placeKey: string }
  | {
      readonly kind: 'deal';
      readonly bankId: string;
      readonly dealId: string;
      readonly cityId: string;
    };

/** One path segment, decoded; null when it is empty or not valid percent-encoding. */
function segment(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  try {
    const decoded = decodeURIComponent(raw);
    // A document id never holds a slash; such a segment cannot name one of our pages.
    return decoded.includes('/') ? null : decoded;
  } catch {
    return null;
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
    const [cityId, placeKey] = rest.map(segment);
    return cityId && placeKey ? { kind: 'place', cityId, placeKey } : null;
  }
  if (prefix === 'guest-deal' && rest.length === 3) {
    const [bankId, dealId, cityId] = rest.map(segment);
    return bankId && dealId && cityId ? { kind: 'deal', bankId, dealId, cityId } : null;
  }
  return null;
}
