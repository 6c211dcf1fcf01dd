/**
 * Runtime values of the rules language (../codec converts Firestore values into them).
 *
 * Integers are bigints and floats are numbers so that `is int` / `is float` and integer overflow
 * behave as in Cloud Firestore; timestamps and durations are nanosecond bigints so arithmetic and
 * comparison are exact.
 */
import { fail } from './errors.js';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Checks that an integer result still fits in 64 bits, as the rules runtime does. */
export function checkInt(v: bigint): bigint {
  if (v < INT64_MIN || v > INT64_MAX) fail('Integer overflow.');
  return v;
}

/** A bytes value. */
export class Bytes {
  constructor(readonly data: Uint8Array) {}
}

/** A point in time, in nanoseconds since the Unix epoch. */
export class Timestamp {
  constructor(readonly nanos: bigint) {}
  static fromSecondsNanos(seconds: bigint, nanos: number): Timestamp {
    return new Timestamp(seconds * 1_000_000_000n + BigInt(nanos));
  }
  static fromMillis(ms: number): Timestamp {
    return new Timestamp(BigInt(Math.trunc(ms)) * 1_000_000n);
  }
  /** Parses RFC 3339 keeping all nine fractional digits (Date would drop below milliseconds). */
  static parse(text: string): Timestamp {
    const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(
      text,
    );
    if (!m) fail(`Invalid timestamp: ${text}`);
    const base = Date.parse(`${m[1]}${m[3] ?? 'Z'}`);
    if (Number.isNaN(base)) fail(`Invalid timestamp: ${text}`);
    const frac = BigInt((m[2] ?? '').padEnd(9, '0'));
    return new Timestamp(BigInt(base) * 1_000_000n + frac);
  }
  get millis(): number {
    return Number(floorDiv(this.nanos, 1_000_000n));
  }
  get date(): Date {
    return new Date(this.millis);
  }
}

/** A signed span of time in nanoseconds. */
export class Duration {
  constructor(readonly nanos: bigint) {}
}

/** A geographic point in degrees. */
export class LatLng {
  constructor(
    readonly lat: number,
    readonly lng: number,
  ) {}
}

/** A path such as `/databases/(default)/documents/Users/u1`, kept as its segments. */
export class RulesPath {
  constructor(readonly segments: readonly string[]) {}
  toString(): string {
    return '/' + this.segments.join('/');
  }
}

/** A map value; subclasses may refuse access to keys they cannot know (list queries). */
export class RMap {
  constructor(readonly entries: ReadonlyMap<string, Value> = new Map()) {}
  get(key: string): Value | undefined {
    return this.entries.get(key);
  }
  keys(): string[] {
    return [...this.entries.keys()];
  }
  size(): number {
    return this.entries.size;
  }
  static of(obj: Record<string, Value>): RMap {
    return new RMap(new Map(Object.entries(obj)));
  }
}

/** A set: distinct values under rules equality. */
export class RSet {
  readonly items: Value[];
  constructor(items: readonly Value[]) {
    const out: Value[] = [];
    for (const v of items) if (!out.some((o) => valueEquals(o, v))) out.push(v);
    this.items = out;
  }
  has(v: Value): boolean {
    return this.items.some((o) => valueEquals(o, v));
  }
}

/** The result of `left.diff(right)`; its key sets are computed on demand. */
export class MapDiff {
  constructor(
    readonly left: RMap,
    readonly right: RMap,
  ) {}
}

/** A value the evaluator does not know (e.g. the document id of a list query); any use is an error. */
export class Unknown {
  constructor(readonly what: string) {}
}

/** A namespace such as `math` or `timestamp`: only its functions can be used. */
export class Namespace {
  constructor(readonly name: string) {}
}

/** Any runtime value of the rules language. */
export type Value =
  | null
  | boolean
  | bigint
  | number
  | string
  | Bytes
  | Timestamp
  | Duration
  | LatLng
  | RulesPath
  | Value[]
  | RMap
  | RSet
  | MapDiff
  | Unknown
  | Namespace;

/** The rules type name of a value, as used in error messages and `is`. */
export function typeName(v: Value): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'bigint') return 'int';
  if (typeof v === 'number') return 'float';
  if (typeof v === 'string') return 'string';
  if (Array.isArray(v)) return 'list';
  if (v instanceof RMap) return 'map';
  if (v instanceof RSet) return 'set';
  if (v instanceof Bytes) return 'bytes';
  if (v instanceof Timestamp) return 'timestamp';
  if (v instanceof Duration) return 'duration';
  if (v instanceof LatLng) return 'latlng';
  if (v instanceof RulesPath) return 'path';
  if (v instanceof MapDiff) return 'map_diff';
  if (v instanceof Namespace) return 'namespace';
  return 'unknown';
}

/** Refuses to operate on values the evaluator cannot know. */
export function known(v: Value): Value {
  if (v instanceof Unknown) fail(`${v.what} is not known for this request.`);
  return v;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** Deep equality; int and float compare numerically as in the rules language. */
export function valueEquals(a: Value, b: Value): boolean {
  known(a);
  known(b);
  if (a instanceof RMap && a.constructor !== RMap) a.keys(); // constrained maps refuse whole-map use
  if (b instanceof RMap && b.constructor !== RMap) b.keys();
  if (a === null || b === null) return a === b;
  if (
    (typeof a === 'bigint' || typeof a === 'number') &&
    (typeof b === 'bigint' || typeof b === 'number')
  ) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a === b;
    return Number(a) === Number(b);
  }
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => valueEquals(x, b[i] as Value));
  }
  if (a instanceof RMap && b instanceof RMap) {
    const ka = a.keys();
    if (ka.length !== b.size()) return false;
    return ka.every((k) => {
      const bv = b.get(k);
      return bv !== undefined && valueEquals(a.get(k) as Value, bv);
    });
  }
  if (a instanceof RSet && b instanceof RSet) {
    return a.items.length === b.items.length && a.items.every((x) => b.has(x));
  }
  if (a instanceof Timestamp && b instanceof Timestamp) return a.nanos === b.nanos;
  if (a instanceof Duration && b instanceof Duration) return a.nanos === b.nanos;
  if (a instanceof LatLng && b instanceof LatLng) return a.lat === b.lat && a.lng === b.lng;
  if (a instanceof RulesPath && b instanceof RulesPath) {
    return (
      a.segments.length === b.segments.length && a.segments.every((s, i) => s === b.segments[i])
    );
  }
  if (a instanceof Bytes && b instanceof Bytes) {
    return a.data.length === b.data.length && a.data.every((x, i) => x === b.data[i]);
  }
  return false;
}

/** Ordering for <, <=, >, >=; only numbers, strings, timestamps, durations and bytes are ordered. */
export function compareValues(a: Value, b: Value): number {
  known(a);
  known(b);
  const num = (x: Value): boolean => typeof x === 'bigint' || typeof x === 'number';
  if (num(a) && num(b)) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
    const x = Number(a);
    const y = Number(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Timestamp && b instanceof Timestamp)
    return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  if (a instanceof Duration && b instanceof Duration)
    return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  if (a instanceof Bytes && b instanceof Bytes) {
    const n = Math.min(a.data.length, b.data.length);
    for (let i = 0; i < n; i++)
      if (a.data[i] !== b.data[i]) return (a.data[i] as number) - (b.data[i] as number);
    return a.data.length - b.data.length;
  }
  fail(`Cannot compare ${typeName(a)} and ${typeName(b)}.`);
}

/** A short rendering of a value for error messages. */
export function showValue(v: Value): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'bigint' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(showValue).join(', ')}]`;
  if (v instanceof RulesPath) return v.toString();
  return typeName(v);
}
