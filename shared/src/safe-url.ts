/**
 * The one check for a picture's address (deal, place, bank and card images, icons), applied where
 * data enters (the normalisers, the import schema, the admin form) and again where it leaves (a
 * page's og:image, an img src). A picture is either an https: URL or one of this site's own
 * absolute paths; anything else (javascript:, data:, http:, `//host` or `/\host`, which browsers
 * read as another host, and any address with control characters or whitespace other than a plain
 * space inside it, which parsers disagree on) is not a picture we show. A plain space inside an
 * address is kept: banks' own picture names have them ("/cards/HBL Debit.png"), and a browser
 * sends it encoded.
 */

/** Longer than any picture address we store; a longer one is refused. */
export const MAX_IMAGE_URL_LENGTH = 2048;

// Whitespace of any kind (Unicode separators; tabs and newlines are controls), C0 and C1 control
// characters, invisible format characters (zero-width spaces and joiners, direction marks, the
// byte order mark), and backslashes, which browsers treat as slashes ("/\evil.example" is
// protocol-relative to them). firestore.rules holds the same class for deals written from a client.
export const UNSAFE_URL_CHARACTER = /[\p{Z}\p{Cc}\p{Cf}\\]/u;

const HTTPS_URL = /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#]|$)/i;

/** True when `value` is an https: URL with a host, or an own absolute path (`/x`, not `//x`). */
export function isSafeImageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_IMAGE_URL_LENGTH)
    return false;
  if (value.trim() !== value || UNSAFE_URL_CHARACTER.test(value.replaceAll(' ', ''))) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  // A host of letters, digits, dots and dashes (punycode for others), an optional port, then the
  // path, query or fragment: no user:password@ part, which only serves to make one host look
  // like another.
  return HTTPS_URL.test(value);
}

/** `value` when it is a safe picture address ({@link isSafeImageUrl}), otherwise `placeholder`. */
export function safeImageUrl(value: unknown, placeholder: string): string {
  return isSafeImageUrl(value) ? value : placeholder;
}
