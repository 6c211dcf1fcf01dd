/**
 * The engine's internal value model: Firestore Values decoded once from the proto-loader object
 * shape (see contract.ts), compared with Cloud Firestore's cross-type ordering, and encoded back.
 */
import { RpcError, Status } from './contract.js';

/** Microseconds since the epoch; Cloud Firestore keeps timestamps at microsecond precision. */
export type Micros = number;

/** A decoded Firestore Value. Maps use Map so keys such as `__proto__` are safe. */
export type Value =
  | { readonly k: 'null' }
  | { readonly k: 'bool'; readonly v: boolean }
  | { readonly k: 'int'; readonly v: bigint }
  | { readonly k: 'double'; readonly v: number }
  | { readonly k: 'ts'; readonly s: number; readonly n: number }
  | { readonly k: 'str'; readonly v: string }
  | { readonly k: 'bytes'; readonly v: Buffer }
  | { readonly k: 'ref'; readonly v: string }
  | { readonly k: 'geo'; readonly lat: number; readonly lng: number }
  | { readonly k: 'arr'; readonly v: readonly Value[] }
  | { readonly k: 'map'; readonly v: ReadonlyMap<string, Value> };

export type MapValue = Extract<Value, { k: 'map' }>;
export type Fields = ReadonlyMap<string, Value>;

export const NULL: Value = Object.freeze({ k: 'null' });
const INT64_MAX = (1n << 63n) - 1n;
const INT64_MIN = -(1n << 63n);

/** Wire Timestamp in the proto-loader shape. */
export interface WireTimestamp {
  seconds: string | number;
  nanos: number;
}

/** Decodes a wire Timestamp (seconds may be a decimal string) into seconds/nanos numbers. */
export function tsFromWire(raw: unknown, what = 'timestamp'): { s: number; n: number } {
  if (raw === null || typeof raw !== 'object') throw invalid(`Invalid ${what}.`);
  const o = raw as Record<string, unknown>;
  const s = Number(o.seconds ?? 0);
  const n = Number(o.nanos ?? 0);
  if (
    !Number.isFinite(s) ||
    !Number.isInteger(s) ||
    !Number.isInteger(n) ||
    n < 0 ||
    n > 999_999_999
  ) {
    throw invalid(`Invalid ${what}: seconds=${String(o.seconds)} nanos=${String(o.nanos)}.`);
  }
  // Cloud Firestore's valid range is 0001-01-01 to 9999-12-31.
  if (s < -62135596800 || s > 253402300799) throw invalid(`Invalid ${what}: out of range.`);
  return { s, n };
}

/** Converts microseconds to a wire Timestamp. */
export function microsToWire(m: Micros): WireTimestamp {
  const s = Math.floor(m / 1e6);
  return { seconds: String(s), nanos: (m - s * 1e6) * 1000 };
}

/** Converts a wire Timestamp to microseconds (truncating extra precision). */
export function wireToMicros(raw: unknown, what = 'timestamp'): Micros {
  const { s, n } = tsFromWire(raw, what);
  return s * 1e6 + Math.floor(n / 1000);
}

/** RFC 3339 with a literal Z and microsecond precision. */
export function microsToRfc3339(m: Micros): string {
  const ms = Math.floor(m / 1000);
  const iso = new Date(ms).toISOString(); // yyyy-mm-ddThh:mm:ss.sssZ
  const micro = String(m - Math.floor(m / 1e6) * 1e6).padStart(6, '0');
  return `${iso.slice(0, 19)}.${micro}Z`;
}

function invalid(message: string): RpcError {
  return new RpcError(Status.INVALID_ARGUMENT, message);
}

const MAX_DEPTH = 20;

/** A value nested deeper than MAX_DEPTH; `fieldsFromWire` names the top-level property. */
class TooDeep extends RpcError {
  constructor() {
    super(Status.INVALID_ARGUMENT, 'Value is nested too deeply (maximum depth is 20).');
  }
}

/*
 * Decoded values are immutable, so equal small values are shared: booleans, numbers, timestamps,
 * and strings and field names up to INTERN_MAX_LENGTH characters, seen recently. Real data repeats
 * them (categories, cities, bank and card names, keywords), and each stored copy would
 * otherwise cost its own objects.
 */
const TRUE: Value = Object.freeze({ k: 'bool', v: true });
const FALSE: Value = Object.freeze({ k: 'bool', v: false });
const INTERN_MAX_LENGTH = 64;
const INTERN_MAX_ENTRIES = 250_000;
let internedStrings = new Map<string, Value>();
let internedInts = new Map<bigint, Value>();
let internedNames = new Map<string, string>();
let internedDoubles = new Map<number, Value>();
let internedTimes = new Map<string, Value>();

function internDouble(d: number): Value {
  // -0 is kept apart (a Map key would merge it with 0); NaN values are all alike.
  if (Object.is(d, -0)) return { k: 'double', v: d };
  let v = internedDoubles.get(d);
  if (!v) {
    if (internedDoubles.size >= INTERN_MAX_ENTRIES) internedDoubles = new Map();
    internedDoubles.set(d, (v = Object.freeze({ k: 'double', v: d })));
  }
  return v;
}

function internTime(s: number, n: number): Value {
  const key = `${s}.${n}`;
  let v = internedTimes.get(key);
  if (!v) {
    if (internedTimes.size >= INTERN_MAX_ENTRIES) internedTimes = new Map();
    internedTimes.set(key, (v = Object.freeze({ k: 'ts', s, n })));
  }
  return v;
}

function internString(s: string): Value {
  if (s.length > INTERN_MAX_LENGTH) return { k: 'str', v: s };
  let v = internedStrings.get(s);
  if (!v) {
    if (internedStrings.size >= INTERN_MAX_ENTRIES) internedStrings = new Map();
    internedStrings.set(s, (v = Object.freeze({ k: 'str', v: s })));
  }
  return v;
}

function internInt(b: bigint): Value {
  let v = internedInts.get(b);
  if (!v) {
    if (internedInts.size >= INTERN_MAX_ENTRIES) internedInts = new Map();
    internedInts.set(b, (v = Object.freeze({ k: 'int', v: b })));
  }
  return v;
}

/** A field name, shared with earlier equal names. */
export function internName(name: string): string {
  if (name.length > INTERN_MAX_LENGTH) return name;
  const known = internedNames.get(name);
  if (known !== undefined) return known;
  if (internedNames.size >= INTERN_MAX_ENTRIES) internedNames = new Map();
  internedNames.set(name, name);
  return name;
}

/** Decodes one proto-loader Value object. Throws INVALID_ARGUMENT on malformed input. */
export function fromWire(raw: unknown, depth = 0): Value {
  if (raw === null || typeof raw !== 'object') throw invalid('Invalid value: expected an object.');
  if (depth > MAX_DEPTH) throw new TooDeep();
  const o = raw as Record<string, unknown>;
  const kind = typeof o.valueType === 'string' ? o.valueType : firstValueKey(o);
  switch (kind) {
    case 'nullValue':
      return NULL;
    case 'booleanValue':
      return o.booleanValue === true || o.booleanValue === 'true' ? TRUE : FALSE;
    case 'integerValue': {
      const iv = o.integerValue;
      let b: bigint;
      try {
        b =
          typeof iv === 'bigint'
            ? iv
            : typeof iv === 'number'
              ? BigInt(Math.trunc(iv))
              : typeof iv === 'string'
                ? BigInt(iv)
                : 0n;
      } catch {
        throw invalid(`Invalid integer value: ${String(iv)}.`);
      }
      if (b > INT64_MAX || b < INT64_MIN)
        throw invalid(`Integer value out of range: ${String(iv)}.`);
      return internInt(b);
    }
    case 'doubleValue': {
      const d = o.doubleValue;
      const v =
        typeof d === 'number'
          ? d
          : Number(d === 'Infinity' || d === '-Infinity' || d === 'NaN' ? d : d);
      return internDouble(v);
    }
    case 'timestampValue': {
      const t = tsFromWire(o.timestampValue, 'timestamp value');
      // Cloud Firestore truncates to microseconds.
      return internTime(t.s, Math.floor(t.n / 1000) * 1000);
    }
    case 'stringValue':
      return internString(typeof o.stringValue === 'string' ? o.stringValue : '');
    case 'bytesValue': {
      const b = o.bytesValue;
      if (Buffer.isBuffer(b)) return { k: 'bytes', v: b };
      if (b instanceof Uint8Array) return { k: 'bytes', v: Buffer.from(b) };
      if (typeof b === 'string') return { k: 'bytes', v: Buffer.from(b, 'base64') };
      return { k: 'bytes', v: Buffer.alloc(0) };
    }
    case 'referenceValue': {
      const r = typeof o.referenceValue === 'string' ? o.referenceValue : '';
      const parts = r.split('/');
      if (
        parts.length < 6 ||
        parts[0] !== 'projects' ||
        parts[2] !== 'databases' ||
        parts[4] !== 'documents' ||
        parts.length % 2 !== 1 ||
        parts.some((p) => p === '')
      ) {
        throw invalid(`Invalid reference value: "${r}" is not a document name.`);
      }
      return { k: 'ref', v: r };
    }
    case 'geoPointValue': {
      const g = (o.geoPointValue ?? {}) as Record<string, unknown>;
      const lat = Number(g.latitude ?? 0);
      const lng = Number(g.longitude ?? 0);
      if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180))
        throw invalid(
          'Invalid geo point: latitude must be in [-90, 90] and longitude in [-180, 180].',
        );
      return { k: 'geo', lat, lng };
    }
    case 'arrayValue': {
      const a = (o.arrayValue ?? {}) as Record<string, unknown>;
      const vals = Array.isArray(a.values) ? a.values : [];
      const out: Value[] = [];
      for (const v of vals) {
        const dv = fromWire(v, depth + 1);
        if (dv.k === 'arr')
          throw invalid('Cannot have an array value directly inside another array.');
        out.push(dv);
      }
      return { k: 'arr', v: out };
    }
    case 'mapValue': {
      const m = (o.mapValue ?? {}) as Record<string, unknown>;
      return { k: 'map', v: fieldsFromWire(m.fields, depth + 1) };
    }
    default:
      throw invalid('Invalid value: no value type set.');
  }
}

const VALUE_KEYS = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
];
function firstValueKey(o: Record<string, unknown>): string | undefined {
  for (const k of VALUE_KEYS) if (o[k] !== undefined) return k;
  return undefined;
}

/** Decodes a `fields` map of a Document or MapValue. */
export function fieldsFromWire(raw: unknown, depth = 0): Map<string, Value> {
  const out = new Map<string, Value>();
  if (raw === null || raw === undefined) return out;
  if (typeof raw !== 'object') throw invalid('Invalid fields: expected a map.');
  for (const [key, v] of Object.entries(raw as Record<string, unknown>)) {
    try {
      out.set(internName(key), fromWire(v, depth));
    } catch (e) {
      // Production names the document's top-level property that holds the too-deep value.
      if (depth === 0 && e instanceof TooDeep)
        throw invalid(`Property ${key} contains an invalid nested entity.`);
      throw e;
    }
  }
  return out;
}

/** Encodes a value into the proto-loader object shape. */
export function toWire(v: Value): Record<string, unknown> {
  switch (v.k) {
    case 'null':
      return { nullValue: 'NULL_VALUE' };
    case 'bool':
      return { booleanValue: v.v };
    case 'int':
      return { integerValue: v.v.toString() };
    case 'double':
      return { doubleValue: v.v };
    case 'ts':
      return { timestampValue: { seconds: String(v.s), nanos: v.n } };
    case 'str':
      return { stringValue: v.v };
    case 'bytes':
      return { bytesValue: v.v };
    case 'ref':
      return { referenceValue: v.v };
    case 'geo':
      return { geoPointValue: { latitude: v.lat, longitude: v.lng } };
    case 'arr':
      return { arrayValue: { values: v.v.map(toWire) } };
    case 'map':
      return { mapValue: { fields: fieldsToWire(v.v) } };
  }
}

/** Encodes a fields map. */
export function fieldsToWire(f: Fields): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [k, v] of f) out[k] = toWire(v);
  return out;
}

// ---------- ordering ----------

/** Rank of each type in Cloud Firestore's cross-type order. Vectors sit between arrays and maps. */
export function typeRank(v: Value): number {
  switch (v.k) {
    case 'null':
      return 0;
    case 'bool':
      return 1;
    case 'int':
    case 'double':
      return 2;
    case 'ts':
      return 3;
    case 'str':
      return 4;
    case 'bytes':
      return 5;
    case 'ref':
      return 6;
    case 'geo':
      return 7;
    case 'arr':
      return 8;
    case 'map':
      return isVector(v) ? 9 : 10;
  }
}

function isVector(v: MapValue): boolean {
  const t = v.v.get('__type__');
  return t !== undefined && t.k === 'str' && t.v === '__vector__';
}

/**
 * Compares strings by UTF-8 bytes, as Firestore does. UTF-16 code-unit order only differs from
 * code-point order when one side is a surrogate and the other is in U+E000..U+FFFF.
 */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) {
      // A surrogate encodes a code point above U+FFFF, so it sorts after any BMP char >= U+E000.
      if (xs && y >= 0xe000) return 1;
      if (ys && x >= 0xe000) return -1;
    }
    return x < y ? -1 : 1;
  }
  return a.length - b.length < 0 ? -1 : a.length === b.length ? 0 : 1;
}

/** Compares two numbers where NaN sorts before everything and -0 equals 0. */
function compareDoubles(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareIntDouble(i: bigint, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  const fi = Number(i);
  if (fi !== d) return fi < d ? -1 : 1;
  // Equal after rounding i to a double: compare exactly using the integer part of d.
  const t = Math.trunc(d);
  const bt = BigInt(t);
  if (i !== bt) return i < bt ? -1 : 1;
  const frac = d - t;
  return frac > 0 ? -1 : frac < 0 ? 1 : 0;
}

/** Compares two resource names segment by segment (so `a/b` < `a/b/c` < `a/bb`). */
/** A numeric document id as Datastore assigned them: `__id123__` (64-bit, may be negative). */
export const NUMERIC_ID = /^__id(-?\d{1,19})__$/;

/**
 * Orders document ids as production does: numeric ids (`__id123__`) first, by their number,
 * then every other id by its UTF-8 bytes.
 */
export function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  const na = a.startsWith('__id') ? NUMERIC_ID.exec(a) : null;
  const nb = b.startsWith('__id') ? NUMERIC_ID.exec(b) : null;
  if (na && nb) {
    const x = BigInt(na[1] ?? '0');
    const y = BigInt(nb[1] ?? '0');
    return x < y ? -1 : x > y ? 1 : compareUtf8(a, b);
  }
  if (na) return -1;
  if (nb) return 1;
  return compareUtf8(a, b);
}

export function comparePaths(a: string, b: string): number {
  if (a === b) return 0;
  const as = a.split('/');
  const bs = b.split('/');
  const n = Math.min(as.length, bs.length);
  for (let i = 0; i < n; i++) {
    const c = compareIds(as[i] ?? '', bs[i] ?? '');
    if (c !== 0) return c;
  }
  return as.length - bs.length;
}

/** Cloud Firestore's total order on values (cross-type by type rank). */
export function compareValues(a: Value, b: Value): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (a.k) {
    case 'null':
      return 0;
    case 'bool': {
      const bv = (b as typeof a).v;
      return a.v === bv ? 0 : a.v ? 1 : -1;
    }
    case 'int':
      if (b.k === 'int') return a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
      return compareIntDouble(a.v, (b as { v: number }).v);
    case 'double':
      if (b.k === 'double') return compareDoubles(a.v, b.v);
      return 0 - compareIntDouble((b as { v: bigint }).v, a.v);
    case 'ts': {
      const bt = b as typeof a;
      return a.s !== bt.s ? (a.s < bt.s ? -1 : 1) : a.n !== bt.n ? (a.n < bt.n ? -1 : 1) : 0;
    }
    case 'str':
      return compareUtf8(a.v, (b as typeof a).v);
    case 'bytes': {
      const c = Buffer.compare(a.v, (b as typeof a).v);
      return c < 0 ? -1 : c > 0 ? 1 : 0;
    }
    case 'ref':
      return comparePaths(a.v, (b as typeof a).v);
    case 'geo': {
      const bg = b as typeof a;
      return compareDoubles(a.lat, bg.lat) || compareDoubles(a.lng, bg.lng);
    }
    case 'arr':
      return compareArrays(a.v, (b as typeof a).v);
    case 'map': {
      const bm = b as MapValue;
      if (ra === 9) {
        // Vectors order by length first, then element-wise.
        const av = vectorElems(a);
        const bv = vectorElems(bm);
        if (av.length !== bv.length) return av.length < bv.length ? -1 : 1;
        return compareArrays(av, bv);
      }
      return compareMaps(a.v, bm.v);
    }
  }
}

function vectorElems(m: MapValue): readonly Value[] {
  const v = m.v.get('value');
  return v && v.k === 'arr' ? v.v : [];
}

function compareArrays(a: readonly Value[], b: readonly Value[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i] ?? NULL, b[i] ?? NULL);
    if (c !== 0) return c;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

function sortedKeys(m: ReadonlyMap<string, Value>): string[] {
  return [...m.keys()].sort(compareUtf8);
}

function compareMaps(a: ReadonlyMap<string, Value>, b: ReadonlyMap<string, Value>): number {
  const ak = sortedKeys(a);
  const bk = sortedKeys(b);
  const n = Math.min(ak.length, bk.length);
  for (let i = 0; i < n; i++) {
    const ka = ak[i] ?? '';
    const kb = bk[i] ?? '';
    const c = compareUtf8(ka, kb);
    if (c !== 0) return c;
    const cv = compareValues(a.get(ka) ?? NULL, b.get(kb) ?? NULL);
    if (cv !== 0) return cv;
  }
  return ak.length === bk.length ? 0 : ak.length < bk.length ? -1 : 1;
}

/** Query equality: numbers compare numerically (1 == 1.0, -0 == 0), NaN equals nothing. */
export function queryEquals(a: Value, b: Value): boolean {
  if ((a.k === 'double' && Number.isNaN(a.v)) || (b.k === 'double' && Number.isNaN(b.v)))
    return false;
  return compareValues(a, b) === 0;
}

/**
 * Storage identity: decides whether a write changed a field (so updateTime moves). Types must
 * match exactly: 1 and 1.0 differ, -0 and 0 differ, NaN equals NaN.
 */
export function identical(a: Value, b: Value): boolean {
  if (a.k !== b.k) return false;
  switch (a.k) {
    case 'null':
      return true;
    case 'double': {
      const bv = (b as typeof a).v;
      if (Number.isNaN(a.v)) return Number.isNaN(bv);
      return Object.is(a.v, bv);
    }
    case 'bytes':
      return a.v.equals((b as typeof a).v);
    case 'ts':
      return a.s === (b as typeof a).s && a.n === (b as typeof a).n;
    case 'geo':
      return a.lat === (b as typeof a).lat && a.lng === (b as typeof a).lng;
    case 'arr': {
      const bv = (b as typeof a).v;
      return a.v.length === bv.length && a.v.every((x, i) => identical(x, bv[i] ?? NULL));
    }
    case 'map':
      return fieldsIdentical(a.v, (b as MapValue).v);
    default:
      return a.v === (b as { v: unknown }).v;
  }
}

/** Whether two field maps are identical (see `identical`). */
export function fieldsIdentical(a: Fields, b: Fields): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) {
    const o = b.get(k);
    if (o === undefined || !identical(v, o)) return false;
  }
  return true;
}

/** True for NaN doubles. */
export function isNaNValue(v: Value): boolean {
  return v.k === 'double' && Number.isNaN(v.v);
}

/** Adds two numeric values as Cloud Firestore's increment does (int64 saturates). */
export function addNumbers(a: Value, b: Value): Value {
  if (a.k === 'int' && b.k === 'int') {
    const s = a.v + b.v;
    return { k: 'int', v: s > INT64_MAX ? INT64_MAX : s < INT64_MIN ? INT64_MIN : s };
  }
  const x = a.k === 'int' ? Number(a.v) : a.k === 'double' ? a.v : 0;
  const y = b.k === 'int' ? Number(b.v) : b.k === 'double' ? b.v : 0;
  return { k: 'double', v: x + y };
}

/** Numeric value as a JS number (for sum/avg). */
export function toNumber(v: Value): number {
  return v.k === 'int' ? Number(v.v) : v.k === 'double' ? v.v : 0;
}

/** Approximate stored size in bytes, following Firestore's documented size rules. */
export function valueSize(v: Value): number {
  switch (v.k) {
    case 'null':
    case 'bool':
      return 1;
    case 'int':
    case 'double':
    case 'ts':
      return 8;
    case 'geo':
      return 16;
    case 'str':
      return Buffer.byteLength(v.v) + 1;
    case 'bytes':
      return v.v.length;
    case 'ref':
      return Buffer.byteLength(v.v) + 1;
    case 'arr':
      return v.v.reduce((s, x) => s + valueSize(x), 0);
    case 'map':
      return fieldsSize(v.v);
  }
}

/** Size of a field map. */
export function fieldsSize(f: Fields): number {
  let s = 0;
  for (const [k, v] of f) s += Buffer.byteLength(k) + 1 + valueSize(v);
  return s;
}
