/**
 * Methods on the rules language's values: string, list, set, map, map diff, timestamp,
 * duration, latlng, bytes and path.
 */
import { fail } from './errors.js';
import {
  Bytes,
  Duration,
  LatLng,
  MapDiff,
  Namespace,
  RMap,
  RSet,
  RulesPath,
  Timestamp,
  known,
  typeName,
  valueEquals,
  type Value,
} from './values.js';
import { NS, argc, codePoints, compileRegex, contains, items, str } from './builtin-args.js';
import { callNamespace } from './builtins.js';

function stringMethod(s: string, name: string, args: Value[]): Value | undefined {
  switch (name) {
    case 'size':
      argc(name, args, 0);
      return BigInt(codePoints(s).length);
    case 'matches':
      argc(name, args, 1);
      return compileRegex(str(args[0], 'matches')).test(s);
    case 'lower':
      argc(name, args, 0);
      return s.toLowerCase();
    case 'upper':
      argc(name, args, 0);
      return s.toUpperCase();
    case 'trim':
      argc(name, args, 0);
      return s.trim();
    case 'split': {
      argc(name, args, 1);
      const re = compileRegex(str(args[0], 'split')).source.slice(4, -2);
      return s.split(new RegExp(re, 'u'));
    }
    case 'replace': {
      argc(name, args, 2);
      const re = compileRegex(str(args[0], 'replace'));
      const inner = new RegExp(re.source.slice(4, -2), re.flags + 'g');
      // RE2 writes group references as \1; JS as $1. Literal $ must be doubled for JS.
      const sub = str(args[1], 'replace')
        .replace(/\$/g, '$$$$')
        .replace(/\\(\d)/g, '$$$1');
      return s.replace(inner, sub);
    }
    case 'toUtf8':
      argc(name, args, 0);
      return new Bytes(new Uint8Array(Buffer.from(s, 'utf8')));
  }
  return undefined;
}

function listMethod(l: Value[], name: string, args: Value[]): Value | undefined {
  switch (name) {
    case 'size':
      argc(name, args, 0);
      return BigInt(l.length);
    case 'hasAll':
      argc(name, args, 1);
      return items(args[0], name).every((x) => contains(l, x));
    case 'hasAny':
      argc(name, args, 1);
      return items(args[0], name).some((x) => contains(l, x));
    case 'hasOnly': {
      argc(name, args, 1);
      const allowed = items(args[0], name);
      return l.every((x) => contains(allowed, x));
    }
    case 'join':
      argc(name, args, 1);
      return l.map((x) => str(x, 'join')).join(str(args[0], 'join'));
    case 'concat':
      argc(name, args, 1);
      return [...l, ...items(args[0], name)];
    case 'removeAll': {
      argc(name, args, 1);
      const drop = items(args[0], name);
      return l.filter((x) => !contains(drop, x));
    }
    case 'toSet':
      argc(name, args, 0);
      return new RSet(l);
  }
  return undefined;
}

function setMethod(s: RSet, name: string, args: Value[]): Value | undefined {
  switch (name) {
    case 'size':
      argc(name, args, 0);
      return BigInt(s.items.length);
    case 'hasAll':
      argc(name, args, 1);
      return items(args[0], name).every((x) => s.has(x));
    case 'hasAny':
      argc(name, args, 1);
      return items(args[0], name).some((x) => s.has(x));
    case 'hasOnly': {
      argc(name, args, 1);
      const allowed = items(args[0], name);
      return s.items.every((x) => contains(allowed, x));
    }
    case 'union':
      argc(name, args, 1);
      return new RSet([...s.items, ...items(args[0], name)]);
    case 'intersection': {
      argc(name, args, 1);
      const other = items(args[0], name);
      return new RSet(s.items.filter((x) => contains(other, x)));
    }
    case 'difference': {
      argc(name, args, 1);
      const other = items(args[0], name);
      return new RSet(s.items.filter((x) => !contains(other, x)));
    }
  }
  return undefined;
}

function mapMethod(m: RMap, name: string, args: Value[]): Value | undefined {
  switch (name) {
    case 'keys':
      argc(name, args, 0);
      return m.keys();
    case 'values':
      argc(name, args, 0);
      return m.keys().map((k) => m.get(k) as Value);
    case 'size':
      argc(name, args, 0);
      return BigInt(m.size());
    case 'get': {
      argc(name, args, 2);
      const [key, fallback] = args as [Value, Value];
      const path = Array.isArray(key) ? key.map((k) => str(k, 'get')) : [str(key, 'get')];
      let cur: Value = m;
      for (const k of path) {
        if (!(cur instanceof RMap)) return fallback;
        const next = cur.get(k);
        if (next === undefined) return fallback;
        cur = next;
      }
      return cur;
    }
    case 'diff': {
      argc(name, args, 1);
      const other = args[0];
      if (!(other instanceof RMap)) fail(`diff expects a map, got ${typeName(other ?? null)}.`);
      return new MapDiff(m, other);
    }
  }
  return undefined;
}

function diffMethod(d: MapDiff, name: string, args: Value[]): Value | undefined {
  argc(name, args, 0);
  const left = d.left.keys();
  const right = d.right.keys();
  const added = left.filter((k) => d.right.get(k) === undefined);
  const removed = right.filter((k) => d.left.get(k) === undefined);
  const both = left.filter((k) => d.right.get(k) !== undefined);
  const changed = both.filter((k) => !valueEquals(d.left.get(k) as Value, d.right.get(k) as Value));
  const unchanged = both.filter((k) => !changed.includes(k));
  switch (name) {
    case 'addedKeys':
      return new RSet(added);
    case 'removedKeys':
      return new RSet(removed);
    case 'changedKeys':
      return new RSet(changed);
    case 'unchangedKeys':
      return new RSet(unchanged);
    case 'affectedKeys':
      return new RSet([...added, ...removed, ...changed]);
  }
  return undefined;
}

function utcFields(t: Timestamp, tz: Value | undefined): Date {
  if (tz !== undefined && tz !== 'UTC' && tz !== 'Etc/UTC') {
    fail('Only the UTC time zone is supported by this emulator.');
  }
  return t.date;
}

function timestampMethod(t: Timestamp, name: string, args: Value[]): Value | undefined {
  const dayNanos = ((t.nanos % (86_400n * NS)) + 86_400n * NS) % (86_400n * NS);
  switch (name) {
    case 'toMillis':
      argc(name, args, 0);
      return t.nanos >= 0n ? t.nanos / 1_000_000n : -((-t.nanos + 999_999n) / 1_000_000n);
    case 'nanos':
      argc(name, args, 0);
      return ((t.nanos % NS) + NS) % NS;
    case 'seconds':
    case 'minutes':
    case 'hours':
    case 'day':
    case 'month':
    case 'year':
    case 'dayOfWeek':
    case 'dayOfYear': {
      argc(name, args, 0, 1);
      const d = utcFields(t, args[0]);
      if (name === 'seconds') return BigInt(d.getUTCSeconds());
      if (name === 'minutes') return BigInt(d.getUTCMinutes());
      if (name === 'hours') return BigInt(d.getUTCHours());
      if (name === 'day') return BigInt(d.getUTCDate());
      if (name === 'month') return BigInt(d.getUTCMonth() + 1);
      if (name === 'year') return BigInt(d.getUTCFullYear());
      if (name === 'dayOfWeek') return BigInt(d.getUTCDay() === 0 ? 7 : d.getUTCDay());
      const start = Date.UTC(d.getUTCFullYear(), 0, 1);
      return BigInt(Math.floor((d.getTime() - start) / 86_400_000) + 1);
    }
    case 'date':
      argc(name, args, 0);
      return new Timestamp(t.nanos - dayNanos);
    case 'time':
      argc(name, args, 0);
      return new Duration(dayNanos);
  }
  return undefined;
}

function durationMethod(d: Duration, name: string, args: Value[]): Value | undefined {
  argc(name, args, 0);
  // Durations are split as whole seconds toward zero plus a nanos part of the same sign.
  if (name === 'seconds') return d.nanos / NS;
  if (name === 'nanos') return d.nanos % NS;
  return undefined;
}

function latlngMethod(p: LatLng, name: string, args: Value[]): Value | undefined {
  switch (name) {
    case 'latitude':
      argc(name, args, 0);
      return p.lat;
    case 'longitude':
      argc(name, args, 0);
      return p.lng;
    case 'distance': {
      argc(name, args, 1);
      const o = args[0];
      if (!(o instanceof LatLng)) fail('distance expects a latlng.');
      const rad = Math.PI / 180;
      const dLat = (o.lat - p.lat) * rad;
      const dLng = (o.lng - p.lng) * rad;
      const a =
        Math.sin(dLat / 2) ** 2 +
        Math.cos(p.lat * rad) * Math.cos(o.lat * rad) * Math.sin(dLng / 2) ** 2;
      return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(a)));
    }
  }
  return undefined;
}

function bytesMethod(b: Bytes, name: string, args: Value[]): Value | undefined {
  argc(name, args, 0);
  if (name === 'size') return BigInt(b.data.length);
  if (name === 'toBase64') return Buffer.from(b.data).toString('base64');
  if (name === 'toHexString') return Buffer.from(b.data).toString('hex').toUpperCase();
  return undefined;
}

function pathMethod(p: RulesPath, name: string, args: Value[]): Value | undefined {
  if (name === 'bind') {
    argc(name, args, 1);
    const m = args[0];
    if (!(m instanceof RMap)) fail('bind expects a map.');
    return new RulesPath(
      p.segments.map((s) => {
        const v = /^\$\((\w+)\)$/.exec(s);
        if (!v) return s;
        const bound = m.get(v[1] as string);
        if (bound === undefined) fail(`bind: no value for ${v[1] as string}.`);
        if (typeof bound === 'string') return bound;
        if (typeof bound === 'bigint') return bound.toString();
        return fail(`bind: ${v[1] as string} is not a string.`);
      }),
    );
  }
  return undefined;
}

/** Calls the method `name` of the value's type; undefined when the type has none of that name. */
function valueMethod(recv: Value, name: string, args: Value[]): Value | undefined {
  if (typeof recv === 'string') return stringMethod(recv, name, args);
  if (Array.isArray(recv)) return listMethod(recv, name, args);
  if (recv instanceof RMap) return mapMethod(recv, name, args);
  if (recv instanceof RSet) return setMethod(recv, name, args);
  if (recv instanceof MapDiff) return diffMethod(recv, name, args);
  if (recv instanceof Timestamp) return timestampMethod(recv, name, args);
  if (recv instanceof Duration) return durationMethod(recv, name, args);
  if (recv instanceof LatLng) return latlngMethod(recv, name, args);
  if (recv instanceof Bytes) return bytesMethod(recv, name, args);
  if (recv instanceof RulesPath) return pathMethod(recv, name, args);
  return undefined;
}

/** Calls `recv.name(args)`. */
export function callMethod(recv: Value, name: string, args: Value[]): Value {
  known(recv);
  for (const a of args) known(a);
  if (recv === null) fail(`Null value error: cannot call ${name}() on null.`);
  if (recv instanceof Namespace) return callNamespace(recv.name, name, args);
  const result = valueMethod(recv, name, args);
  if (result === undefined) fail(`Function not found error: Name: [${name}] on ${typeName(recv)}.`);
  return result;
}
