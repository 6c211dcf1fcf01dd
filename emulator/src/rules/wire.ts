/**
 * Plain JavaScript → Firestore wire values (proto-loader shape), for building RulesRequests in
 * tests and tools without the engine.
 */
import type { WireFields, WireValue } from './contract.js';

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
  for (const [k, v] of Object.entries(obj)) out[k] = toWireValue(v);
  return out;
}
