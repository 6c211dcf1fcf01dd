/**
 * Cloud Firestore's cross-type ordering and equality of values, number arithmetic for transforms,
 * and the storage size of values. Values themselves are decoded and encoded by ../codec.
 */
import {
  INT64_MAX,
  INT64_MIN,
  NULL,
  type Fields,
  type MapValue,
  type Value,
} from '../codec/index.js';

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

/** A vector: the one map Firestore lets carry a reserved name, `__type__: "__vector__"`. */
export function isVector(v: MapValue): boolean {
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
