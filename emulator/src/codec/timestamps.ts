/**
 * Timestamps in their three forms: microseconds inside the engine (Cloud Firestore keeps
 * microsecond precision), `{ seconds, nanos }` in the proto-loader shape, and RFC 3339 text in
 * JSON.
 */
import { RpcError, Status } from '../firestore/contract.js';

/** Microseconds since the epoch; Cloud Firestore keeps timestamps at microsecond precision. */
export type Micros = number;

/** The error every malformed value or timestamp raises: the request is refused as INVALID_ARGUMENT. */
export function invalidArgument(message: string): RpcError {
  return new RpcError(Status.INVALID_ARGUMENT, message);
}

/** Wire Timestamp in the proto-loader shape. */
export interface WireTimestamp {
  seconds: string | number;
  nanos: number;
}

/** Decodes a wire Timestamp (seconds may be a decimal string) into seconds/nanos numbers. */
export function tsFromWire(raw: unknown, what = 'timestamp'): { s: number; n: number } {
  if (raw === null || typeof raw !== 'object') throw invalidArgument(`Invalid ${what}.`);
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
    throw invalidArgument(
      `Invalid ${what}: seconds=${String(o.seconds)} nanos=${String(o.nanos)}.`,
    );
  }
  // Cloud Firestore's valid range is 0001-01-01 to 9999-12-31.
  if (s < -62135596800 || s > 253402300799) throw invalidArgument(`Invalid ${what}: out of range.`);
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

/** proto3 JSON for a google.protobuf.Timestamp: RFC 3339 with a Z, 0, 3, 6 or 9 fraction digits. */
export function timestampToJson(ts: {
  readonly seconds: string | number;
  readonly nanos?: number;
}): string {
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
