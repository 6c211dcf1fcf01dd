/** Resource names and field paths (with backtick escaping) for the engine. */
import { RpcError, Status } from './contract.js';
import type { Fields, Value } from '../codec/index.js';

/** A parsed `projects/{p}/databases/{d}/documents/...` name. */
export interface ResourceName {
  readonly projectId: string;
  readonly databaseId: string;
  /** `projects/{p}/databases/{d}` */
  readonly database: string;
  /** Path relative to `documents/`, '' for the root. */
  readonly rel: string;
}

function invalid(message: string): RpcError {
  return new RpcError(Status.INVALID_ARGUMENT, message);
}

/** Parses `projects/{p}/databases/{d}` (with or without `/documents...`). */
export function parseName(name: unknown, what = 'resource name'): ResourceName {
  if (typeof name !== 'string' || name === '') throw invalid(`Missing ${what}.`);
  const parts = name.split('/');
  if (
    parts.length < 4 ||
    parts[0] !== 'projects' ||
    parts[2] !== 'databases' ||
    !parts[1] ||
    !parts[3]
  ) {
    throw invalid(
      `Invalid ${what} "${name}": expected projects/{project_id}/databases/{database_id}/documents/...`,
    );
  }
  const database = `projects/${parts[1]}/databases/${parts[3]}`;
  if (parts.length === 4) return { projectId: parts[1], databaseId: parts[3], database, rel: '' };
  if (parts[4] !== 'documents')
    throw invalid(`Invalid ${what} "${name}": expected .../documents/...`);
  const relParts = parts.slice(5);
  if (relParts.some((p) => p === ''))
    throw invalid(`Invalid ${what} "${name}": empty path segment.`);
  for (const p of relParts) {
    if (p === '.' || p === '..')
      throw invalid(`Invalid ${what} "${name}": "${p}" is not a valid id.`);
    // Reserved: `__`, something, `__` (so `___` and `____` are ordinary ids), except numeric ids.
    if (/^__.+__$/.test(p) && !/^__id-?\d+__$/.test(p))
      throw invalid(`Invalid ${what} "${name}": ids matching __.*__ are reserved.`);
    if (Buffer.byteLength(p) > 1500)
      throw invalid('The key path element name is longer than 1500 bytes.');
  }
  return { projectId: parts[1], databaseId: parts[3], database, rel: relParts.join('/') };
}

/** Parses a document name (an even number of segments under documents/). */
export function parseDocName(name: unknown): ResourceName {
  const r = parseName(name, 'document name');
  if (r.rel === '' || r.rel.split('/').length % 2 !== 0) {
    throw invalid(
      `Document name "${String(name)}" has odd number of segments; a document name needs an even number.`,
    );
  }
  return r;
}

/** Full name of a document or collection path. */
export function fullName(database: string, rel: string): string {
  return rel === '' ? `${database}/documents` : `${database}/documents/${rel}`;
}

/** `a/b/c/d` -> `a/b/c` (the collection of a document). */
export function parentOf(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i < 0 ? '' : rel.slice(0, i);
}

/** Last segment. */
export function lastSegment(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i < 0 ? rel : rel.slice(i + 1);
}

// ---------- field paths ----------

const SIMPLE = /^[a-zA-Z_][a-zA-Z_0-9]*$/;

/** Parses a server-format field path: dot-separated, segments optionally in backticks. */
export function parseFieldPath(path: unknown): string[] {
  if (typeof path !== 'string' || path === '') throw invalid('Invalid field path: empty.');
  const segs: string[] = [];
  let i = 0;
  while (i < path.length) {
    let seg = '';
    if (path[i] === '`') {
      i++;
      let closed = false;
      while (i < path.length) {
        const c = path.charAt(i);
        if (c === '\\') {
          if (i + 1 >= path.length) throw invalid(`Invalid field path "${path}": trailing escape.`);
          seg += path.charAt(i + 1);
          i += 2;
        } else if (c === '`') {
          i++;
          closed = true;
          break;
        } else {
          seg += c;
          i++;
        }
      }
      if (!closed) throw invalid(`Invalid field path "${path}": unterminated backtick.`);
      if (seg === '') throw invalid(`Invalid field path "${path}": empty segment.`);
    } else {
      const j = path.indexOf('.', i);
      seg = j < 0 ? path.slice(i) : path.slice(i, j);
      if (seg === '') throw invalid(`Invalid field path "${path}": empty segment.`);
      if (/[`~*/[\]]/.test(seg))
        throw invalid(
          `Invalid field path "${path}": segment "${seg}" must be quoted with backticks.`,
        );
      i += seg.length;
    }
    segs.push(seg);
    if (i < path.length) {
      if (path[i] !== '.') throw invalid(`Invalid field path "${path}".`);
      i++;
      if (i === path.length) throw invalid(`Invalid field path "${path}": trailing dot.`);
    }
  }
  return segs;
}

/** Canonical string of a field path (segments escaped with backticks when needed). */
export function fieldPathString(segs: readonly string[]): string {
  return segs
    .map((s) => (SIMPLE.test(s) ? s : '`' + s.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`'))
    .join('.');
}

/** Reads a field by path; undefined when absent. */
export function getField(fields: Fields, segs: readonly string[]): Value | undefined {
  let cur: Fields = fields;
  const last = segs.length - 1;
  for (const [i, seg] of segs.entries()) {
    const v = cur.get(seg);
    if (v === undefined) return undefined;
    if (i === last) return v;
    if (v.k !== 'map') return undefined;
    cur = v.v;
  }
  return undefined;
}

/** Sets a field in a mutable map, creating (copies of) intermediate maps. */
export function setField(fields: Map<string, Value>, segs: readonly string[], value: Value): void {
  const [head, ...rest] = segs;
  if (head === undefined) return;
  if (rest.length === 0) {
    fields.set(head, value);
    return;
  }
  const existing = fields.get(head);
  const child = new Map<string, Value>(existing && existing.k === 'map' ? existing.v : undefined);
  setField(child, rest, value);
  fields.set(head, { k: 'map', v: child });
}

/** Deletes a field in a mutable map (copying intermediate maps); no-op when absent. */
export function deleteField(fields: Map<string, Value>, segs: readonly string[]): void {
  const [head, ...rest] = segs;
  if (head === undefined) return;
  if (rest.length === 0) {
    fields.delete(head);
    return;
  }
  const existing = fields.get(head);
  if (!existing || existing.k !== 'map') return;
  const child = new Map<string, Value>(existing.v);
  deleteField(child, rest);
  fields.set(head, { k: 'map', v: child });
}

/** Keeps only the given field paths (a projection / DocumentMask). */
export function projectFields(
  fields: Fields,
  paths: readonly (readonly string[])[],
): Map<string, Value> {
  const out = new Map<string, Value>();
  for (const p of paths) {
    const v = getField(fields, p);
    if (v !== undefined) setField(out, p, v);
  }
  return out;
}
