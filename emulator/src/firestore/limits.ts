/**
 * Production's limits on what a document may hold (https://firebase.google.com/docs/firestore/quotas),
 * with the sizes computed as Cloud Firestore bills and limits them
 * (https://firebase.google.com/docs/firestore/storage-size), and production's error messages.
 */
import { RpcError, Status } from './contract.js';
import type { Fields, Value } from '../codec/index.js';

/** Maximum size of a document: 1 MiB. */
export const MAX_DOCUMENT_BYTES = 1_048_576;
/** Maximum depth of fields in a map or array (a top-level field is depth 0, as the SDKs count). */
export const MAX_DEPTH = 20;

/** A string is stored as its UTF-8 bytes plus one. */
function stringSize(s: string): number {
  return Buffer.byteLength(s, 'utf8') + 1;
}

/** A document name: each collection and document id in the path, plus 16 bytes. */
export function documentNameSize(rel: string): number {
  let n = 16;
  for (const seg of rel.split('/')) n += stringSize(seg);
  return n;
}

function valueSize(v: Value): number {
  switch (v.k) {
    case 'null':
    case 'bool':
      return 1;
    case 'int':
    case 'double':
    case 'ts':
      return 8;
    case 'geo':
      return 16;
    case 'str':
      return stringSize(v.v);
    case 'bytes':
      return v.v.length;
    case 'ref': {
      const at = v.v.indexOf('/documents/');
      return documentNameSize(at >= 0 ? v.v.slice(at + '/documents/'.length) : v.v);
    }
    case 'arr': {
      let n = 0;
      for (const x of v.v) n += valueSize(x);
      return n;
    }
    case 'map':
      return fieldsSize(v.v);
  }
}

function fieldsSize(fields: Fields): number {
  let n = 0;
  for (const [k, x] of fields) n += stringSize(k) + valueSize(x);
  return n;
}

/** The stored size of a document: its name, its fields, and 32 bytes. */
export function documentSize(rel: string, fields: Fields): number {
  return documentNameSize(rel) + fieldsSize(fields) + 32;
}

/** Whether `v`, found at `depth`, or anything inside it lies deeper than MAX_DEPTH. */
function tooDeep(v: Value, depth: number): boolean {
  if (depth > MAX_DEPTH) return true;
  if (v.k === 'map') {
    for (const x of v.v.values()) if (tooDeep(x, depth + 1)) return true;
  } else if (v.k === 'arr') {
    for (const x of v.v) if (tooDeep(x, depth + 1)) return true;
  }
  return false;
}

/**
 * Throws INVALID_ARGUMENT, worded as production words it, when a document about to be stored
 * nests deeper than 20 levels or exceeds 1 MiB.
 */
export function checkDocumentLimits(name: string, rel: string, fields: Fields): void {
  for (const [k, v] of fields)
    if (tooDeep(v, 0))
      throw new RpcError(
        Status.INVALID_ARGUMENT,
        `Property ${k} contains an invalid nested entity.`,
      );
  const size = documentSize(rel, fields);
  if (size > MAX_DOCUMENT_BYTES)
    throw new RpcError(
      Status.INVALID_ARGUMENT,
      `Document '${name}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
    );
}
