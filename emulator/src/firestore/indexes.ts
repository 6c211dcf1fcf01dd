/**
 * The index configuration queries are checked against: `firestore.indexes.json` parsed and
 * validated (composite indexes, field overrides), loaded from a file and reloaded when it
 * changes. Which index a query needs is decided in index-selection.ts.
 */
import { readFileSync } from 'node:fs';
import { watchTextFile } from '../watch-text-file.js';
import { fieldPathString, parseFieldPath } from './paths.js';

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
export type Order = 'ASCENDING' | 'DESCENDING';

/** One field of a composite index, as in firestore.indexes.json. */
export interface IndexField {
  readonly fieldPath: string;
  readonly order?: Order;
  readonly arrayConfig?: 'CONTAINS';
}

/** A composite index, as in firestore.indexes.json. */
export interface CompositeIndex {
  readonly collectionGroup: string;
  readonly queryScope: QueryScope;
  readonly fields: readonly IndexField[];
}

/** One single-field index of a field override. */
export interface SingleFieldIndex {
  readonly queryScope: QueryScope;
  readonly order?: Order;
  readonly arrayConfig?: 'CONTAINS';
}

/** A field override (exemption), as in firestore.indexes.json. */
export interface FieldOverride {
  readonly collectionGroup: string;
  readonly fieldPath: string;
  readonly indexes: readonly SingleFieldIndex[];
}

/** The contents of firestore.indexes.json. */
export interface IndexConfig {
  readonly indexes: readonly CompositeIndex[];
  readonly fieldOverrides: readonly FieldOverride[];
}

function bad(what: string): Error {
  return new Error(`firestore.indexes.json: ${what}`);
}

function parseOrder(v: unknown, where: string): Order | undefined {
  if (v === undefined) return undefined;
  if (v === 'ASCENDING' || v === 'DESCENDING') return v;
  throw bad(`${where}: order must be ASCENDING or DESCENDING, got ${JSON.stringify(v)}`);
}

function parseArrayConfig(v: unknown, where: string): 'CONTAINS' | undefined {
  if (v === undefined) return undefined;
  if (v === 'CONTAINS') return v;
  throw bad(`${where}: arrayConfig must be CONTAINS, got ${JSON.stringify(v)}`);
}

/** An index entry's order or array config: it names exactly one of them. */
function parseMode(
  o: Record<string, unknown>,
  where: string,
): Pick<IndexField, 'order' | 'arrayConfig'> {
  const order = parseOrder(o.order, where);
  const arrayConfig = parseArrayConfig(o.arrayConfig, where);
  if ((order === undefined) === (arrayConfig === undefined))
    throw bad(`${where}: exactly one of order and arrayConfig`);
  return {
    ...(order ? { order } : {}),
    ...(arrayConfig ? { arrayConfig } : {}),
  };
}

function parseScope(v: unknown, where: string): QueryScope {
  if (v === undefined || v === 'COLLECTION') return 'COLLECTION';
  if (v === 'COLLECTION_GROUP') return v;
  throw bad(`${where}: queryScope must be COLLECTION or COLLECTION_GROUP`);
}

/** `v` as an object's fields; else "{where} must be an object". */
function objectAt(v: unknown, where: string): Record<string, unknown> {
  if (!v || typeof v !== 'object') throw bad(`${where} must be an object`);
  return v as Record<string, unknown>;
}

/** `o[key]` when it is a non-empty string; else "{where}: {key} is required". */
function requiredText(o: Record<string, unknown>, key: string, where: string): string {
  const v = o[key];
  if (typeof v !== 'string' || v === '') throw bad(`${where}: ${key} is required`);
  return v;
}

/** Validates the parsed JSON of firestore.indexes.json; throws naming the first problem. */
export function parseIndexConfig(json: unknown): IndexConfig {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw bad('must be an object');
  const o = json as Record<string, unknown>;
  const rawIndexes = o.indexes ?? [];
  const rawOverrides = o.fieldOverrides ?? [];
  if (!Array.isArray(rawIndexes)) throw bad('"indexes" must be an array');
  if (!Array.isArray(rawOverrides)) throw bad('"fieldOverrides" must be an array');
  const indexes = rawIndexes.map((raw: unknown, i): CompositeIndex => {
    const where = `indexes[${i}]`;
    const x = objectAt(raw, where);
    const collectionGroup = requiredText(x, 'collectionGroup', where);
    if (!Array.isArray(x.fields) || x.fields.length === 0)
      throw bad(`${where}: fields must be a non-empty array`);
    const fields = x.fields.map((f: unknown, j): IndexField => {
      const fw = `${where}.fields[${j}]`;
      const fo = objectAt(f, fw);
      const fieldPath = requiredText(fo, 'fieldPath', fw);
      const mode = parseMode(fo, fw);
      return { fieldPath: canonicalPath(fieldPath), ...mode };
    });
    return {
      collectionGroup,
      queryScope: parseScope(x.queryScope, where),
      fields,
    };
  });
  const fieldOverrides = rawOverrides.map((raw: unknown, i): FieldOverride => {
    const where = `fieldOverrides[${i}]`;
    const x = objectAt(raw, where);
    const collectionGroup = requiredText(x, 'collectionGroup', where);
    const fieldPath = requiredText(x, 'fieldPath', where);
    const list = x.indexes ?? [];
    if (!Array.isArray(list)) throw bad(`${where}: indexes must be an array`);
    return {
      collectionGroup,
      fieldPath: fieldPath === '*' ? '*' : canonicalPath(fieldPath),
      indexes: list.map((s: unknown, j): SingleFieldIndex => {
        const sw = `${where}.indexes[${j}]`;
        const so = objectAt(s, sw);
        const mode = parseMode(so, sw);
        return { queryScope: parseScope(so.queryScope, sw), ...mode };
      }),
    };
  });
  return { indexes, fieldOverrides };
}

/** A field path as the query compiler prints it (`a.b`, back-quoted segments when needed). */
export function canonicalPath(p: string): string {
  if (p === '__name__') return p;
  try {
    return fieldPathString(parseFieldPath(p));
  } catch {
    return p;
  }
}

/** Reads and validates an indexes file. */
export function loadIndexesFile(path: string): IndexConfig {
  return parseIndexesText(readFileSync(path, 'utf8'));
}

/** Parses and validates the text of an indexes file. */
function parseIndexesText(text: string): IndexConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw bad(`not valid JSON (${(e as Error).message})`);
  }
  return parseIndexConfig(json);
}

/**
 * Calls `onChange` when the indexes file changes (debounced), with the new config or the error
 * that stops it from loading. Returns a function that stops watching.
 */
export function watchIndexes(
  path: string,
  onChange: (result: { config: IndexConfig } | { error: Error }) => void,
  debounceMs = 100,
): () => void {
  return watchTextFile(
    path,
    (text) => {
      try {
        onChange({ config: parseIndexesText(text) });
      } catch (e) {
        onChange({ error: e instanceof Error ? e : new Error(String(e)) });
      }
    },
    debounceMs,
  );
}
