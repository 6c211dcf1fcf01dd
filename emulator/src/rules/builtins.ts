/**
 * The rules language's namespace functions (math, timestamp, duration, latlng, hashing), global
 * functions and type checks; methods on values are in methods.ts.
 */
import { createHash } from 'node:crypto';
import { fail } from './errors.js';
import {
  Bytes,
  Duration,
  LatLng,
  MapDiff,
  RMap,
  RSet,
  RulesPath,
  Timestamp,
  checkInt,
  known,
  typeName,
  type Value,
} from './values.js';
import { NS, argc, int, num, str } from './builtin-args.js';

/** Names that evaluate to a namespace rather than a variable. */
export const NAMESPACES = new Set(['math', 'timestamp', 'duration', 'latlng', 'hashing']);

const UNIT_NANOS: Record<string, bigint> = {
  w: 7n * 86_400n * NS,
  d: 86_400n * NS,
  h: 3_600n * NS,
  m: 60n * NS,
  s: NS,
  ms: 1_000_000n,
  ns: 1n,
};

function roundHalfAway(x: number): number {
  return x < 0 ? -Math.round(-x) : Math.round(x);
}

function toIntChecked(x: number): bigint {
  if (!Number.isFinite(x)) fail('Cannot convert a non-finite float to int.');
  return checkInt(BigInt(x));
}

/** Calls `ns.name(args)` for the built-in namespaces. */
export function callNamespace(ns: string, name: string, args: Value[]): Value {
  for (const a of args) known(a);
  const q = `${ns}.${name}`;
  switch (q) {
    case 'math.abs': {
      argc(q, args, 1);
      const v = args[0];
      if (typeof v === 'bigint') return checkInt(v < 0n ? -v : v);
      return Math.abs(num(v, q));
    }
    case 'math.ceil':
      argc(q, args, 1);
      return typeof args[0] === 'bigint' ? args[0] : toIntChecked(Math.ceil(num(args[0], q)));
    case 'math.floor':
      argc(q, args, 1);
      return typeof args[0] === 'bigint' ? args[0] : toIntChecked(Math.floor(num(args[0], q)));
    case 'math.round':
      argc(q, args, 1);
      return typeof args[0] === 'bigint' ? args[0] : toIntChecked(roundHalfAway(num(args[0], q)));
    case 'math.trunc':
      argc(q, args, 1);
      return typeof args[0] === 'bigint' ? args[0] : toIntChecked(Math.trunc(num(args[0], q)));
    case 'math.sqrt':
      argc(q, args, 1);
      return Math.sqrt(num(args[0], q));
    case 'math.pow':
      argc(q, args, 2);
      return Math.pow(num(args[0], q), num(args[1], q));
    case 'math.isInfinite':
      argc(q, args, 1);
      return num(args[0], q) === Infinity || num(args[0], q) === -Infinity;
    case 'math.isNaN':
      argc(q, args, 1);
      return Number.isNaN(num(args[0], q));
    case 'timestamp.value':
      argc(q, args, 1);
      return new Timestamp(int(args[0], q) * 1_000_000n);
    case 'timestamp.date': {
      argc(q, args, 3);
      const ms = Date.UTC(
        Number(int(args[0], q)),
        Number(int(args[1], q)) - 1,
        Number(int(args[2], q)),
      );
      return Timestamp.fromMillis(ms);
    }
    case 'duration.value': {
      argc(q, args, 2);
      const unit = UNIT_NANOS[str(args[1], q)];
      if (unit === undefined) fail(`Unknown duration unit (use w, d, h, m, s, ms or ns).`);
      const mag = args[0];
      if (typeof mag === 'bigint') return new Duration(mag * unit);
      return new Duration(BigInt(Math.round(num(mag, q) * Number(unit))));
    }
    case 'duration.time': {
      argc(q, args, 4);
      const [h, m, s, n] = args.map((a) => int(a, q)) as [bigint, bigint, bigint, bigint];
      return new Duration(((h * 60n + m) * 60n + s) * NS + n);
    }
    case 'duration.abs': {
      argc(q, args, 1);
      const d = args[0];
      if (!(d instanceof Duration)) fail('duration.abs expects a duration.');
      return new Duration(d.nanos < 0n ? -d.nanos : d.nanos);
    }
    case 'latlng.value':
      argc(q, args, 2);
      return new LatLng(num(args[0], q), num(args[1], q));
    case 'hashing.md5':
    case 'hashing.sha256': {
      argc(q, args, 1);
      const v = args[0];
      const data =
        typeof v === 'string'
          ? Buffer.from(v, 'utf8')
          : v instanceof Bytes
            ? v.data
            : fail(`${q} expects string or bytes.`);
      return new Bytes(new Uint8Array(createHash(name).update(data).digest()));
    }
    default:
      return fail(`Function not found error: Name: [${q}].`);
  }
}

/** Type-conversion and utility functions that need no request context. */
export function callGlobal(name: string, args: Value[]): Value | undefined {
  switch (name) {
    case 'string': {
      argc(name, args, 1);
      const v = known(args[0] as Value);
      if (v === null) return 'null';
      if (typeof v === 'string') return v;
      if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
      if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(1) : String(v);
      if (v instanceof RulesPath) return v.toString();
      return fail(`Cannot convert ${typeName(v)} to string.`);
    }
    case 'int': {
      argc(name, args, 1);
      const v = known(args[0] as Value);
      if (typeof v === 'bigint') return v;
      if (typeof v === 'number') return toIntChecked(Math.trunc(v));
      if (typeof v === 'string' && /^[+-]?\d+$/.test(v.trim())) return checkInt(BigInt(v.trim()));
      return fail(`Cannot convert ${typeName(v)} to int.`);
    }
    case 'float': {
      argc(name, args, 1);
      const v = known(args[0] as Value);
      if (typeof v === 'bigint') return Number(v);
      if (typeof v === 'number') return v;
      if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
      return fail(`Cannot convert ${typeName(v)} to float.`);
    }
    case 'bool': {
      argc(name, args, 1);
      const v = known(args[0] as Value);
      if (typeof v === 'boolean') return v;
      if (v === 'true' || v === 'false') return v === 'true';
      return fail(`Cannot convert ${typeName(v)} to bool.`);
    }
    case 'path': {
      argc(name, args, 1);
      return new RulesPath(
        str(args[0], name)
          .split('/')
          .filter((s) => s !== ''),
      );
    }
    case 'debug':
      argc(name, args, 1);
      return args[0] ?? null;
    default:
      return undefined;
  }
}

const isBool = (v: Value): boolean => typeof v === 'boolean';
const isMapDiff = (v: Value): boolean => v instanceof MapDiff;

/** What each type name an `is` check accepts tests for. */
const TYPE_CHECKS: Readonly<Record<string, (v: Value) => boolean>> = {
  string: (v) => typeof v === 'string',
  int: (v) => typeof v === 'bigint',
  float: (v) => typeof v === 'number',
  number: (v) => typeof v === 'bigint' || typeof v === 'number',
  bool: isBool,
  boolean: isBool,
  map: (v) => v instanceof RMap,
  list: (v) => Array.isArray(v),
  set: (v) => v instanceof RSet,
  timestamp: (v) => v instanceof Timestamp,
  duration: (v) => v instanceof Duration,
  path: (v) => v instanceof RulesPath,
  latlng: (v) => v instanceof LatLng,
  bytes: (v) => v instanceof Bytes,
  null: (v) => v === null,
  map_diff: isMapDiff,
  mapdiff: isMapDiff,
};

/** `is` type checks. */
export function isType(v: Value, type: string): boolean {
  known(v);
  const check = Object.hasOwn(TYPE_CHECKS, type) ? TYPE_CHECKS[type] : undefined;
  return check ? check(v) : fail(`Unknown type '${type}' in an is-check.`);
}

/** The type names `is` accepts, for compile-time checks. */
export const TYPE_NAMES: ReadonlySet<string> = new Set(Object.keys(TYPE_CHECKS));
