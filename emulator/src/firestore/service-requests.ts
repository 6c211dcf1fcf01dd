/**
 * What every RPC of the service shares: reading a request message, its database, its field mask,
 * generated document ids, and the Document and WriteResult messages of a response.
 */
import { randomBytes } from 'node:crypto';
import { RpcError, Status } from './contract.js';
import type { WriteOutcome } from './apply-writes.js';
import { docToWire } from './commit-events.js';
import type { DbState } from './db-state.js';
import type { Engine } from './engine.js';
import { parseFieldPath, parseName, projectFields } from './paths.js';
import type { Doc } from './store.js';
import { microsToWire, toWire } from '../codec/index.js';

/** A request message in the proto-loader object shape. */
export type Req = Record<string, unknown>;

export function invalid(message: string): RpcError {
  return new RpcError(Status.INVALID_ARGUMENT, message);
}

export function req(r: unknown): Req {
  if (!r || typeof r !== 'object') throw invalid('Invalid request.');
  return r as Req;
}

export function maskOf(mask: unknown): string[][] | undefined {
  if (!mask || typeof mask !== 'object') return undefined;
  const fp = (mask as Req).fieldPaths;
  return (Array.isArray(fp) ? fp : []).map((p) => parseFieldPath(p));
}

const AUTO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id like the SDKs generate. */
export function autoId(): string {
  const bytes = randomBytes(40);
  let id = '';
  // Bytes >= 248 are skipped so every character is equally likely (248 = 4 * 62).
  for (const b of bytes) {
    if (id.length >= 20) break;
    if (b < 248) id += AUTO_ID_CHARS.charAt(b % 62);
  }
  while (id.length < 20) id += 'A';
  return id;
}

export function dbFor(e: Engine, database: unknown, fallbackName?: unknown): DbState {
  if (typeof database === 'string' && database !== '')
    return e.db(parseName(database, 'database').database);
  if (typeof fallbackName === 'string') return e.db(parseName(fallbackName).database);
  throw invalid('Missing database.');
}

export function docResponse(s: DbState, d: Doc, mask?: string[][]): Record<string, unknown> {
  return docToWire(
    s.database,
    d,
    mask ? projectFields(d.fields, mask) : undefined,
  ) as unknown as Record<string, unknown>;
}

export function writeResult(o: WriteOutcome): Record<string, unknown> {
  const r: Record<string, unknown> = {};
  if (o.updateTime !== undefined) r.updateTime = microsToWire(o.updateTime);
  r.transformResults = (o.transformResults ?? []).map(toWire);
  return r;
}
