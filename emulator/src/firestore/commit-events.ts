/**
 * Publishing a commit: every Listen stream of the database first, then the engine's commit
 * listeners (the functions runner) with each change's documents in the proto-loader shape.
 */
import type { CommitEvent, DocumentChange, WireDocument } from './contract.js';
import { principalOf, type AuthContext } from './contract.js';
import {
  fieldsToWire,
  microsToRfc3339,
  microsToWire,
  type Fields,
  type Micros,
} from '../codec/index.js';
import type { DbState, StoredChange } from './db-state.js';
import { fullName } from './paths.js';
import type { Doc } from './store.js';

export function publishCommit(
  s: DbState,
  changes: readonly StoredChange[],
  time: Micros,
  auth: AuthContext,
  commitListeners: ReadonlySet<(e: CommitEvent) => void>,
): void {
  for (const sub of [...s.subscribers]) {
    try {
      sub.onCommit(changes, time);
    } catch {
      // A broken stream must not fail the commit; it is dropped by its own error handling.
    }
  }
  if (commitListeners.size === 0) return;
  const event: CommitEvent = {
    projectId: s.projectId,
    databaseId: s.databaseId,
    commitTime: microsToRfc3339(time),
    principal: principalOf(auth),
    changes: changes.map((c): DocumentChange => ({
      path: c.rel,
      before: c.before ? docToWire(s.database, c.before) : null,
      after: c.after ? docToWire(s.database, c.after) : null,
    })),
  };
  for (const l of [...commitListeners]) {
    try {
      l(event);
    } catch {
      // Listener errors are the listener's problem; commits stay committed.
    }
  }
}

/** Encodes a stored document in the proto-loader Document shape. */
export function docToWire(database: string, d: Doc, fields?: Fields): WireDocument {
  return {
    name: fullName(database, d.rel),
    fields: fieldsToWire(fields ?? d.fields),
    createTime: microsToWire(d.createTime),
    updateTime: microsToWire(d.updateTime),
  };
}
