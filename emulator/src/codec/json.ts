/**
 * Values as JSON and plain JavaScript: the JSON form exports are stored in, proto3 JSON for the
 * CloudEvents the functions runner delivers, and plain JavaScript turned into wire values for
 * building rules requests in tests and tools.
 */
import type { WireDocument } from '../firestore/contract.js';
import { timestampToJson, type WireTimestamp } from './timestamps.js';
import {
  setOwn,
  toWire,
  valueKind,
  type Fields,
  type Value,
  type WireFields,
  type WireValue,
} from './value.js';

// ---------- the export file's JSON ----------

/** Encodes a value into the JSON-safe form exports are written in, which `fromWire` reads back (bytes base64, non-finite doubles as strings). */
function valueToStoreJson(v: Value): Record<string, unknown> {
  switch (v.k) {
    case 'bytes':
      return { bytesValue: v.v.toString('base64') };
    case 'double':
      return {
        doubleValue:
          Number.isFinite(v.v) && !Object.is(v.v, -0)
            ? v.v
            : String(Object.is(v.v, -0) ? '-0' : v.v),
      };
    case 'arr':
      return { arrayValue: { values: v.v.map(valueToStoreJson) } };
    case 'map':
      return { mapValue: { fields: fieldsToStoreJson(v.v) } };
    default:
      return toWire(v);
  }
}

/** Encodes stored fields for an export file; `fieldsFromWire` reads them back. */
export function fieldsToStoreJson(f: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of f) setOwn(out, k, valueToStoreJson(v));
  return out;
}

// ---------- proto3 JSON (CloudEvent payloads) ----------

function isRecord(v: unknown): v is Record<string, unknown> {
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    !Buffer.isBuffer(v) &&
    !(v instanceof Uint8Array)
  );
}

function doubleToJson(n: unknown): number | string {
  const v = typeof n === 'string' ? Number(n) : (n as number);
  if (Number.isNaN(v)) return 'NaN';
  if (v === Infinity) return 'Infinity';
  if (v === -Infinity) return '-Infinity';
  return v;
}

/**
 * Converts one google.firestore.v1.Value from the proto-loader shape (oneof case in `valueType`,
 * int64 as strings, Timestamps as objects, bytes as Buffer) to proto3 JSON, which is what
 * firebase-functions decodes for `application/json` events.
 */
export function wireValueToJson(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw new TypeError('Firestore Value must be an object');
  const kind = valueKind(value);
  switch (kind) {
    case 'nullValue':
      return { nullValue: null };
    case 'booleanValue':
      return { booleanValue: Boolean(value.booleanValue) };
    case 'integerValue':
      return { integerValue: String(value.integerValue) };
    case 'doubleValue':
      return { doubleValue: doubleToJson(value.doubleValue) };
    case 'timestampValue':
      return { timestampValue: timestampToJson(value.timestampValue as WireTimestamp) };
    case 'stringValue':
      return { stringValue: String(value.stringValue) };
    case 'bytesValue': {
      const b = value.bytesValue;
      const buf = Buffer.isBuffer(b)
        ? b
        : b instanceof Uint8Array
          ? Buffer.from(b)
          : Buffer.from(String(b), 'base64');
      return { bytesValue: buf.toString('base64') };
    }
    case 'referenceValue':
      return { referenceValue: String(value.referenceValue) };
    case 'geoPointValue': {
      const g = (value.geoPointValue ?? {}) as { latitude?: number; longitude?: number };
      return { geoPointValue: { latitude: g.latitude ?? 0, longitude: g.longitude ?? 0 } };
    }
    case 'arrayValue': {
      const values = ((value.arrayValue as { values?: unknown[] } | undefined)?.values ?? []).map(
        wireValueToJson,
      );
      return { arrayValue: values.length > 0 ? { values } : {} };
    }
    case 'mapValue': {
      const fields = wireFieldsToJson(
        (value.mapValue as { fields?: Record<string, unknown> } | undefined)?.fields,
      );
      return { mapValue: Object.keys(fields).length > 0 ? { fields } : {} };
    }
    default:
      throw new TypeError(`Unknown Firestore Value kind: ${String(kind)}`);
  }
}

/** Converts a document's field map to proto3 JSON. */
export function wireFieldsToJson(
  fields: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(fields ?? {})) setOwn(out, name, wireValueToJson(v));
  return out;
}

/** A google.firestore.v1.Document in proto3 JSON, as a CloudEvent's `value`/`oldValue` carries it. */
export interface JsonDocument {
  name: string;
  fields: Record<string, unknown>;
  createTime?: string;
  updateTime?: string;
}

/** Converts a whole document to proto3 JSON. */
export function wireDocumentToJson(doc: WireDocument): JsonDocument {
  const out: JsonDocument = { name: doc.name, fields: wireFieldsToJson(doc.fields) };
  if (doc.createTime) out.createTime = timestampToJson(doc.createTime);
  if (doc.updateTime) out.updateTime = timestampToJson(doc.updateTime);
  return out;
}

// ---------- plain JavaScript to wire values ----------

/** Marks a number that must be sent as a double even when it is whole. */
export class WireDouble {
  constructor(readonly value: number) {}
}

/** Converts a JS value: integers → integerValue, other numbers → doubleValue, Date → timestampValue. */
export function toWireValue(v: unknown): WireValue {
  if (v === null || v === undefined) return { nullValue: 'NULL_VALUE' };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'bigint') return { integerValue: v.toString() };
  if (typeof v === 'number')
    return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (v instanceof WireDouble) return { doubleValue: v.value };
  if (typeof v === 'string') return { stringValue: v };
  if (v instanceof Date) {
    const ms = v.getTime();
    return {
      timestampValue: {
        seconds: String(Math.floor(ms / 1000)),
        nanos: (((ms % 1000) + 1000) % 1000) * 1_000_000,
      },
    };
  }
  if (v instanceof Uint8Array) return { bytesValue: Buffer.from(v) };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(toWireValue) } };
  if (typeof v === 'object')
    return { mapValue: { fields: toWireFields(v as Record<string, unknown>) } };
  throw new TypeError(`Cannot convert ${typeof v} to a Firestore value.`);
}

/** Converts a JS object into document fields. */
export function toWireFields(obj: Record<string, unknown>): WireFields {
  const out: WireFields = {};
  for (const [k, v] of Object.entries(obj)) setOwn(out, k, toWireValue(v));
  return out;
}
