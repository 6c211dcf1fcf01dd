/**
 * Firestore values as the rules language sees them: integers as bigints, timestamps as
 * nanosecond Timestamps, references as rules paths, maps as RMaps. Decoding is lenient (an empty
 * Value reads as null): validating values is the engine's job, when a write arrives.
 */
import { valueKind } from '../codec/index.js';
import type { WireFields, WireValue } from './contract.js';
import { RulesEvalError } from './errors.js';
import { Bytes, LatLng, RMap, RulesPath, Timestamp, type Value as RulesValue } from './values.js';

function toBigInt(v: unknown): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return BigInt(Math.trunc(v));
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return BigInt(v);
  if (v === undefined || v === null) return 0n;
  throw new RulesEvalError(`Invalid integer on the wire: ${typeof v}`);
}

/** Converts one Firestore Value (proto-loader object shape) into a rules value. */
export function rulesValueFromWire(wire: WireValue): RulesValue {
  const tag = valueKind(wire);
  const raw = tag === undefined ? undefined : wire[tag];
  switch (tag) {
    case 'nullValue':
      return null;
    case 'booleanValue':
      return raw === true;
    case 'integerValue':
      return toBigInt(raw);
    case 'doubleValue':
      return typeof raw === 'number' ? raw : Number(raw);
    case 'timestampValue': {
      if (typeof raw === 'string') return Timestamp.parse(raw);
      const t = (raw ?? {}) as { seconds?: unknown; nanos?: unknown };
      return Timestamp.fromSecondsNanos(toBigInt(t.seconds), Number(t.nanos ?? 0));
    }
    case 'stringValue':
      return typeof raw === 'string' ? raw : '';
    case 'bytesValue':
      if (raw instanceof Uint8Array) return new Bytes(raw);
      return new Bytes(Buffer.from(typeof raw === 'string' ? raw : '', 'base64'));
    case 'referenceValue': {
      // projects/p/databases/d/documents/a/b → /databases/d/documents/a/b, as rules paths are written.
      const parts = (typeof raw === 'string' ? raw : '').split('/').filter((s) => s !== '');
      return new RulesPath(parts[0] === 'projects' ? parts.slice(2) : parts);
    }
    case 'geoPointValue': {
      const g = (raw ?? {}) as { latitude?: number; longitude?: number };
      return new LatLng(g.latitude ?? 0, g.longitude ?? 0);
    }
    case 'arrayValue': {
      const values = ((raw ?? {}) as { values?: WireValue[] }).values ?? [];
      return values.map(rulesValueFromWire);
    }
    case 'mapValue':
      return rulesMapFromFields(((raw ?? {}) as { fields?: WireFields }).fields ?? {});
    default:
      // An empty Value message; Firestore treats it as null.
      return null;
  }
}

/** Converts document fields into a rules map. */
export function rulesMapFromFields(fields: WireFields): RMap {
  const m = new Map<string, RulesValue>();
  for (const [k, v] of Object.entries(fields)) m.set(k, rulesValueFromWire(v));
  return new RMap(m);
}

/** Converts decoded JSON (e.g. auth token claims) into rules values. */
export function rulesValueFromJson(v: unknown): RulesValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : v;
  if (typeof v === 'bigint') return v;
  if (Array.isArray(v)) return v.map(rulesValueFromJson);
  if (typeof v === 'object') {
    const m = new Map<string, RulesValue>();
    for (const [k, x] of Object.entries(v as Record<string, unknown>))
      m.set(k, rulesValueFromJson(x));
    return new RMap(m);
  }
  return null;
}
