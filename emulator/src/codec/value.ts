/**
 * The engine's internal value model: a Firestore Value decoded once from the proto-loader object
 * shape (validated as production validates it, small values shared), and encoded back.
 */
import { RpcError, Status } from '../firestore/contract.js';
import { invalidArgument, tsFromWire } from './timestamps.js';

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

/** A Firestore Value in the proto-loader object shape (see ../firestore/contract.ts). */
export type WireValue = Record<string, unknown>;
/** A document's fields in that shape. */
export type WireFields = Record<string, WireValue>;
export type Fields = ReadonlyMap<string, Value>;

export const NULL: Value = Object.freeze({ k: 'null' });
/** The range of a Firestore integer (a signed 64-bit integer). */
export const INT64_MAX = (1n << 63n) - 1n;
export const INT64_MIN = -(1n << 63n);

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
const INTERN_MAX_LENGTH = 256;
// A table that fills up starts again: values seen often return at once, and a stack holding
// 100,000 deals does not keep a quarter of a million rare strings alive for nothing.
const INTERN_MAX_ENTRIES = 50_000;
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

/**
 * The fields of a stored map: a read-only Map made of the field names (one array shared by every
 * map with the same names, in the same order) and the values. A JS Map costs about 300 bytes
 * even for three entries; this costs the object and one array, which is what lets a stack hold
 * hundreds of thousands of documents. Lookups scan the names, so maps with more than
 * COMPACT_MAX_SIZE fields stay JS Maps.
 */
/**
 * At run time CompactFields is an Array (its values are the array's own elements, so a map
 * costs one array and its element store, not an object, an array and a store); to TypeScript it
 * is only a ReadonlyMap, since the Map methods below replace the Array ones of the same names.
 */
const ValueArrayBase = Array as unknown as new (length: number) => {
  [index: number]: Value;
  readonly length: number;
};

export class CompactFields extends ValueArrayBase implements ReadonlyMap<string, Value> {
  /**
   * A stored map is its own map Value ({ k: 'map', v: itself }), so a nested map costs no wrapper
   * object. `k` lives on the prototype (set below), costing nothing per map.
   */
  declare readonly k: 'map';
  readonly #names: readonly string[];

  constructor(names: readonly string[], values: readonly Value[]) {
    super(names.length);
    this.#names = names;
    for (let i = 0; i < names.length; i++) this[i] = values[i] as Value;
  }

  /** Operations Array.prototype runs on it (none of ours) build plain arrays. */
  static get [Symbol.species](): ArrayConstructor {
    return Array;
  }

  /** The map itself, as the `v` of the map Value it also is. */
  get v(): ReadonlyMap<string, Value> {
    return this;
  }

  get size(): number {
    return this.#names.length;
  }

  get(key: string): Value | undefined {
    const i = this.#names.indexOf(key);
    return i < 0 ? undefined : this[i];
  }

  has(key: string): boolean {
    return this.#names.includes(key);
  }

  forEach(
    callback: (value: Value, key: string, map: ReadonlyMap<string, Value>) => void,
    thisArg?: unknown,
  ): void {
    this.#names.forEach((name, i) => {
      callback.call(thisArg, this[i] as Value, name, this);
    });
  }

  entries(): MapIterator<[string, Value]> {
    return this.#names.map((name, i): [string, Value] => [name, this[i] as Value]).values();
  }

  keys(): MapIterator<string> {
    return this.#names.values();
  }

  values(): MapIterator<Value> {
    return this.#names.map((_name, i) => this[i] as Value).values();
  }

  [Symbol.iterator](): MapIterator<[string, Value]> {
    return this.entries();
  }

  get [Symbol.toStringTag](): string {
    return 'CompactFields';
  }
}

Object.defineProperty(CompactFields.prototype, 'k', { value: 'map', enumerable: true });

/**
 * A stored array is likewise its own array Value ({ k: 'arr', v: itself }). Derived arrays
 * (map, filter, slice) are plain arrays.
 */
class ArrayValue extends Array<Value> {
  declare readonly k: 'arr';

  static override get [Symbol.species](): ArrayConstructor {
    return Array;
  }

  /** The array itself, as the `v` of the array Value it also is. */
  get v(): readonly Value[] {
    return this;
  }
}
Object.defineProperty(ArrayValue.prototype, 'k', { value: 'arr', enumerable: true });

/** An array Value of exactly these elements (stored as they are). */
export function arrayValue(elements: readonly Value[]): Value {
  const out = new ArrayValue(elements.length);
  for (let i = 0; i < elements.length; i++) out[i] = elements[i] as Value;
  return out;
}

const COMPACT_MAX_SIZE = 48;
let sharedNameLists = new Map<string, readonly string[]>();

/** The shared, frozen list of these field names. */
function nameList(names: string[]): readonly string[] {
  const signature = names.join('\u0000');
  let list = sharedNameLists.get(signature);
  if (!list) {
    if (sharedNameLists.size >= INTERN_MAX_ENTRIES) sharedNameLists = new Map();
    sharedNameLists.set(signature, (list = Object.freeze(names)));
  }
  return list;
}

/**
 * The same fields in their compact, immutable form, nested maps included, for storing. Values
 * are immutable, so unchanged subtrees are shared rather than copied.
 */
export function compactFields(fields: ReadonlyMap<string, Value>): ReadonlyMap<string, Value> {
  if (fields instanceof CompactFields) return fields;
  // Arrays of the exact length: arrays grown by push keep spare capacity (17 slots for 3 items).
  const names = new Array<string>(fields.size);
  const values = new Array<Value>(fields.size);
  let i = 0;
  for (const [name, value] of fields) {
    names[i] = internName(name);
    values[i] = compactValue(value);
    i += 1;
  }
  if (names.length > COMPACT_MAX_SIZE) return new Map(names.map((n, i) => [n, values[i] as Value]));
  return new CompactFields(nameList(names), values);
}

/** A map Value of these fields: the compact map itself, or a wrapper round a large JS Map. */
function mapValue(fields: ReadonlyMap<string, Value>): MapValue {
  return fields instanceof CompactFields ? fields : { k: 'map', v: fields };
}

function compactValue(value: Value): Value {
  if (value.k === 'map') {
    const v = compactFields(value.v);
    return v === value.v ? value : mapValue(v);
  }
  if (value.k === 'arr' && value.v.some((item) => item.k === 'map')) {
    return arrayValue(value.v.map(compactValue));
  }
  return value;
}

/** Decodes one proto-loader Value object. Throws INVALID_ARGUMENT on malformed input. */
export function fromWire(raw: unknown, depth = 0): Value {
  if (raw === null || typeof raw !== 'object')
    throw invalidArgument('Invalid value: expected an object.');
  if (depth > MAX_DEPTH) throw new TooDeep();
  const o = raw as Record<string, unknown>;
  const kind = valueKind(o);
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
        throw invalidArgument(`Invalid integer value: ${String(iv)}.`);
      }
      if (b > INT64_MAX || b < INT64_MIN)
        throw invalidArgument(`Integer value out of range: ${String(iv)}.`);
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
        throw invalidArgument(`Invalid reference value: "${r}" is not a document name.`);
      }
      return { k: 'ref', v: r };
    }
    case 'geoPointValue': {
      const g = (o.geoPointValue ?? {}) as Record<string, unknown>;
      const lat = Number(g.latitude ?? 0);
      const lng = Number(g.longitude ?? 0);
      if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180))
        throw invalidArgument(
          'Invalid geo point: latitude must be in [-90, 90] and longitude in [-180, 180].',
        );
      return { k: 'geo', lat, lng };
    }
    case 'arrayValue': {
      const a = (o.arrayValue ?? {}) as Record<string, unknown>;
      const vals = Array.isArray(a.values) ? a.values : [];
      // Allocated at its exact length: it is stored as is, and is its own Value.
      const out = new ArrayValue(vals.length);
      vals.forEach((v: unknown, i: number) => {
        const dv = fromWire(v, depth + 1);
        if (dv.k === 'arr')
          throw invalidArgument('Cannot have an array value directly inside another array.');
        out[i] = dv;
      });
      return out;
    }
    case 'mapValue': {
      const m = (o.mapValue ?? {}) as Record<string, unknown>;
      // A nested map is never changed in place (writes copy it), so it is stored compact at once.
      return mapValue(compactFields(fieldsFromWire(m.fields, depth + 1)));
    }
    default:
      throw invalidArgument('Invalid value: no value type set.');
  }
}

/** The oneof members of a google.firestore.v1.Value, in the order they are looked for. */
export const VALUE_KINDS = [
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
] as const;

/**
 * Which member of a Value's oneof is set: proto-loader (oneofs: true) names it in `valueType`;
 * otherwise it is the first member present.
 */
export function valueKind(o: Record<string, unknown>): string | undefined {
  if (typeof o.valueType === 'string') return o.valueType;
  for (const k of VALUE_KINDS) if (o[k] !== undefined) return k;
  return undefined;
}

/** Decodes a `fields` map of a Document or MapValue. */
export function fieldsFromWire(raw: unknown, depth = 0): Map<string, Value> {
  const out = new Map<string, Value>();
  if (raw === null || raw === undefined) return out;
  if (typeof raw !== 'object') throw invalidArgument('Invalid fields: expected a map.');
  for (const [key, v] of Object.entries(raw as Record<string, unknown>)) {
    try {
      out.set(internName(key), fromWire(v, depth));
    } catch (e) {
      // Production names the document's top-level property that holds the too-deep value.
      if (depth === 0 && e instanceof TooDeep)
        throw invalidArgument(`Property ${key} contains an invalid nested entity.`);
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
  for (const [k, v] of f) setOwn(out, k, toWire(v));
  return out;
}

/**
 * Sets a field of an object built from a map's entries. Assigning `out['__proto__']` would set the
 * object's prototype and drop the field, so that one name becomes an own property explicitly.
 */
export function setOwn<T>(out: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__')
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else out[key] = value;
}
