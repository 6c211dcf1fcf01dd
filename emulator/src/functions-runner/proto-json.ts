import type { WireDocument } from '../firestore/contract.js';

/** A Timestamp in the proto-loader object shape. */
interface WireTimestamp {
  seconds: string | number;
  nanos?: number;
}

/** proto3 JSON for a google.protobuf.Timestamp: RFC 3339 with a Z, 0, 3, 6 or 9 fraction digits. */
export function timestampToJson(ts: WireTimestamp): string {
  const seconds = Number(ts.seconds);
  const nanos = ts.nanos ?? 0;
  const base = new Date(seconds * 1000).toISOString().slice(0, 19);
  if (nanos === 0) return `${base}Z`;
  const nineDigits = String(nanos).padStart(9, '0');
  const fraction =
    nanos % 1_000_000 === 0
      ? nineDigits.slice(0, 3)
      : nanos % 1000 === 0
        ? nineDigits.slice(0, 6)
        : nineDigits;
  return `${base}.${fraction}Z`;
}

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
export function valueToJson(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw new TypeError('Firestore Value must be an object');
  const kind =
    typeof value.valueType === 'string'
      ? value.valueType
      : Object.keys(value).find((k) => k.endsWith('Value') && value[k] !== undefined);
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
        valueToJson,
      );
      return { arrayValue: values.length > 0 ? { values } : {} };
    }
    case 'mapValue': {
      const fields = fieldsToJson(
        (value.mapValue as { fields?: Record<string, unknown> } | undefined)?.fields,
      );
      return { mapValue: Object.keys(fields).length > 0 ? { fields } : {} };
    }
    default:
      throw new TypeError(`Unknown Firestore Value kind: ${String(kind)}`);
  }
}

/** Converts a document's field map to proto3 JSON. */
export function fieldsToJson(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(fields ?? {})) out[name] = valueToJson(v);
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
export function documentToJson(doc: WireDocument): JsonDocument {
  const out: JsonDocument = { name: doc.name, fields: fieldsToJson(doc.fields) };
  if (doc.createTime) out.createTime = timestampToJson(doc.createTime);
  if (doc.updateTime) out.updateTime = timestampToJson(doc.updateTime);
  return out;
}
