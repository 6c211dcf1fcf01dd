/**
 * Equality of Firestore values by content: a canonical text (object keys sorted; Timestamps,
 * GeoPoints, DocumentReferences and bytes by their content; absent and undefined alike) and a
 * short digest of it. The triggers tell an admin's edit from the echo of their own write with
 * these, and the deal ledger keeps the digest of what it counted instead of a copy.
 */

/** A canonical string of a Firestore value, equal for equal content whatever the key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(toCanonical(value));
}

function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

function toCanonical(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v === undefined ? null : v;
  if (Array.isArray(v)) return v.map(toCanonical);
  if (v instanceof Uint8Array) return { $bytes: hex(v) };
  if (v instanceof Date) {
    const ms = v.getTime();
    return { $ts: [Math.floor(ms / 1000), (((ms % 1000) + 1000) % 1000) * 1e6] };
  }
  const o = v as Record<string, unknown>;
  if (typeof o.toMillis === 'function' && 'seconds' in o && 'nanoseconds' in o)
    return { $ts: [o.seconds, o.nanoseconds] };
  if (
    typeof o.latitude === 'number' &&
    typeof o.longitude === 'number' &&
    typeof o.isEqual === 'function'
  )
    return { $geo: [o.latitude, o.longitude] };
  if (typeof o.path === 'string' && 'firestore' in o) return { $ref: o.path };
  const out: Record<string, unknown> = {};
  // A key holding undefined is not stored (ignoreUndefinedProperties), so it reads as absent.
  for (const k of Object.keys(o).sort()) if (o[k] !== undefined) out[k] = toCanonical(o[k]);
  return out;
}

/**
 * A 64-bit digest (16 hex digits) of a value's canonical text: two independent 32-bit
 * multiply-xorshift hashes. Not cryptographic; it detects changes, and only admins write the
 * content it digests.
 */
export function digestOf(value: unknown): string {
  const text = canonical(value);
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a = Math.imul(a ^ (a >>> 13), 0xc2b2ae35);
  a ^= a >>> 16;
  b = Math.imul(b ^ (b >>> 16), 0x7feb352d);
  b = Math.imul(b ^ (b >>> 15), 0x846ca68b);
  b ^= b >>> 16;
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
