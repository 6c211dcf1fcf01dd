/**
 * Total (never-throwing) readers for untrusted document values. They only look at primitives and
 * own enumerable properties, so odd inputs (null-prototype objects, huge numbers, NaN) are safe.
 */

/** A plain object (not null, not an array). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Own property without touching prototypes ("__proto__", "toString" keys stay data). */
export function prop(obj: unknown, key: string): unknown {
  if (!isRecord(obj) || !Object.prototype.hasOwnProperty.call(obj, key)) return undefined;
  return obj[key];
}

/** First of several keys that holds a value other than undefined/null. */
export function firstProp(obj: unknown, keys: readonly string[]): unknown {
  for (const k of keys) {
    const v = prop(obj, k);
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
}

/** A trimmed non-empty string from a string or finite number, else undefined. */
export function text(v: unknown): string | undefined {
  if (typeof v === 'string') {
    const t = v.trim();
    return t === '' ? undefined : t;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** A finite number from a number or numeric string, else undefined. */
export function num(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.replace(/,/g, '').trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A non-negative integer count, else the fallback. */
export function count(v: unknown, fallback = 0): number {
  const n = num(v);
  return n !== undefined && n >= 0 && Number.isSafeInteger(n) ? n : fallback;
}

/**
 * One shared collator: creating one per comparison (localeCompare with options) is very slow. Made
 * on first use, not as the module loads: building it loads the locale's collation data, which was
 * the largest part of the app's start-up code on a slow phone, where no page needs it yet.
 */
let numericCollator: Intl.Collator | undefined;
function numericCompare(a: string, b: string): number {
  numericCollator ??= new Intl.Collator('en', { numeric: true });
  return numericCollator.compare(a, b);
}

/**
 * Entries of a list or a map, as Firestore holds both legacy shapes. Map keys are sorted
 * numerically-aware so the order is stable however the map was built.
 */
export function listOrMapEntries(v: unknown): [string, unknown][] {
  if (Array.isArray(v)) return v.map((item, i) => [String(i), item]);
  if (isRecord(v)) {
    return Object.keys(v)
      .sort(numericCompare)
      .map((k) => [k, v[k]]);
  }
  return [];
}

/** Epoch ms of a timestamp-ish value: number, ISO string, Date, or {seconds|_seconds, nanoseconds}. */
export function toMillis(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && Math.abs(v) <= 8.64e15 ? v : undefined;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    return Number.isFinite(t) ? t : undefined;
  }
  if (v instanceof Date) {
    const t = v.getTime();
    return Number.isFinite(t) ? t : undefined;
  }
  if (isRecord(v)) {
    const s = num(firstProp(v, ['seconds', '_seconds']));
    if (s === undefined) return undefined;
    const ns = num(firstProp(v, ['nanoseconds', '_nanoseconds'])) ?? 0;
    const ms = s * 1000 + Math.floor(ns / 1e6);
    return Math.abs(ms) <= 8.64e15 ? ms : undefined;
  }
  return undefined;
}

/** A date as an ISO string: strings pass through trimmed (they are shown as written), others convert. */
export function toDateString(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  const ms = toMillis(v);
  return ms === undefined ? null : new Date(ms).toISOString();
}

/** Strings of a list, map or comma-separated string (names of branches, locations). */
export function stringList(v: unknown): string[] {
  if (typeof v === 'string') {
    return v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  }
  const out: string[] = [];
  for (const [, item] of listOrMapEntries(v)) {
    const t = text(item) ?? text(firstProp(item, ['name', 'full_address', 'address']));
    if (t !== undefined) out.push(t);
  }
  return out;
}
