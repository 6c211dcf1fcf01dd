/**
 * A stored document as plain data, for screens that show its raw fields (the admin page): the
 * store stays serialisable. Needs the Firestore SDK: import it on demand (see ./index).
 */
import { type DocumentData, Timestamp } from 'firebase/firestore';

/** Firestore values to plain data: Timestamps become millis, the rest is kept as read. */
export function plainData(data: DocumentData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) out[k] = v instanceof Timestamp ? v.toMillis() : v;
  return out;
}
