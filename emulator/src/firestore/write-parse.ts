/**
 * Parsing a Write message: which document, update/delete/transform, the update mask, field
 * transforms and the precondition, with production's validation of each.
 */
import {
  NULL,
  fieldsFromWire,
  fromWire,
  invalidArgument as invalid,
  wireToMicros,
  type Micros,
  type Value,
} from '../codec/index.js';
import { fieldPathString, parseDocName, parseFieldPath } from './paths.js';
import { isVector } from './values.js';

/** One field transform of a write. */
export interface Transform {
  readonly path: string[];
  readonly kind: 'time' | 'inc' | 'max' | 'min' | 'append' | 'remove';
  readonly operand: Value;
}

/** A validated write. */
export interface ParsedWrite {
  readonly name: string;
  readonly rel: string;
  readonly op: 'update' | 'delete' | 'transform';
  readonly fields: Map<string, Value> | undefined;
  readonly mask: string[][] | undefined;
  readonly transforms: Transform[];
  readonly exists: boolean | undefined;
  readonly updateTime: Micros | undefined;
}

/** Parses a Write message of this database. */
export function parseWrite(database: string, raw: unknown): ParsedWrite {
  if (!raw || typeof raw !== 'object') throw invalid('Invalid write.');
  const w = raw as Record<string, unknown>;
  let name: unknown;
  let op: ParsedWrite['op'];
  let fields: Map<string, Value> | undefined;
  const transforms: Transform[] = [];
  if (w.update) {
    const d = w.update as Record<string, unknown>;
    name = d.name;
    op = 'update';
    fields = fieldsFromWire(d.fields);
  } else if (typeof w.delete === 'string') {
    name = w.delete;
    op = 'delete';
  } else if (w.transform) {
    const t = w.transform as Record<string, unknown>;
    name = t.document;
    op = 'transform';
    for (const ft of Array.isArray(t.fieldTransforms) ? t.fieldTransforms : [])
      transforms.push(parseTransform(ft));
  } else {
    throw invalid('A write must set update, delete or transform.');
  }
  const r = parseDocName(name);
  if (r.database !== database)
    throw invalid(`Document "${String(name)}" is not in database ${database}.`);
  if (fields) validateFields(fields);
  let mask: string[][] | undefined;
  if (w.updateMask && typeof w.updateMask === 'object') {
    const fp = (w.updateMask as Record<string, unknown>).fieldPaths;
    mask = (Array.isArray(fp) ? fp : []).map((p) => parseFieldPath(p));
    if (op !== 'update') throw invalid('An update mask is only allowed on an update write.');
  }
  for (const ft of Array.isArray(w.updateTransforms) ? w.updateTransforms : [])
    transforms.push(parseTransform(ft));
  if (op === 'delete' && transforms.length > 0) throw invalid('A delete cannot have transforms.');
  let exists: boolean | undefined;
  let updateTime: Micros | undefined;
  if (w.currentDocument && typeof w.currentDocument === 'object') {
    const c = w.currentDocument as Record<string, unknown>;
    if (c.updateTime) updateTime = wireToMicros(c.updateTime, 'precondition update time');
    else if (c.exists !== undefined) exists = c.exists === true;
  }
  return { name: String(name), rel: r.rel, op, fields, mask, transforms, exists, updateTime };
}

function parseTransform(raw: unknown): Transform {
  if (!raw || typeof raw !== 'object') throw invalid('Invalid field transform.');
  const t = raw as Record<string, unknown>;
  const path = parseFieldPath(t.fieldPath);
  if (t.setToServerValue !== undefined) {
    if (t.setToServerValue !== 'REQUEST_TIME' && t.setToServerValue !== 1)
      throw invalid(`Unsupported server value ${JSON.stringify(t.setToServerValue)}.`);
    return { path, kind: 'time', operand: NULL };
  }
  const num = (v: unknown, what: string): Value => {
    const val = fromWire(v);
    if (val.k !== 'int' && val.k !== 'double')
      throw invalid(`The ${what} transform on ${fieldPathString(path)} needs a number operand.`);
    return val;
  };
  if (t.increment !== undefined)
    return { path, kind: 'inc', operand: num(t.increment, 'increment') };
  if (t.maximum !== undefined) return { path, kind: 'max', operand: num(t.maximum, 'maximum') };
  if (t.minimum !== undefined) return { path, kind: 'min', operand: num(t.minimum, 'minimum') };
  const arr = (v: unknown): Value => fromWire({ arrayValue: v ?? {} });
  if (t.appendMissingElements !== undefined)
    return { path, kind: 'append', operand: arr(t.appendMissingElements) };
  if (t.removeAllFromArray !== undefined)
    return { path, kind: 'remove', operand: arr(t.removeAllFromArray) };
  throw invalid(`Field transform on ${fieldPathString(path)} has no transform type.`);
}

/** Names matching __.*__ are reserved at every depth, as production refuses them. */
const RESERVED_NAME = /^__.*__$/;

function validateFields(fields: ReadonlyMap<string, Value>, inVector = false): void {
  for (const [k, v] of fields) {
    if (k === '') throw invalid('Field names must not be empty.');
    // The one documented exception: a vector is a map whose __type__ says so.
    if (RESERVED_NAME.test(k) && !(inVector && k === '__type__'))
      throw invalid(`Field name "${k}" is reserved (names matching __.*__ are reserved).`);
    if (v.k === 'map') validateFields(v.v, isVector(v));
  }
}
