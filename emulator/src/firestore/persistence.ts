/**
 * Export and import of every database, plus the metadata marker firebase-tools expects beside the
 * data. The data is one JSON document per line (`documents.jsonl`: a header line, then
 * `{ database, path, createTime, updateTime, fields }` per document, values in the form
 * `fieldsFromWire` reads back), written and read as a stream: a single JSON text of 100,000 deals
 * comes near V8's largest string, and would not survive a stop with that much data. Exports in the
 * earlier single-document format (`documents.json`) still import.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { fieldsFromWire, fieldsToStoreJson } from '../codec/index.js';
import type { DbState } from './db-state.js';
import type { Engine } from './engine.js';
import type { Doc } from './store.js';

/** Thrown by `importFrom` when the folder holds no export (a first start). */
export class ImportMissingError extends Error {}

const FORMAT = 'deals-firestore-export';
const DATA_FILE = 'documents.jsonl';
const LEGACY_DATA_FILE = 'documents.json';

/** One exported document. */
interface ExportedDoc {
  path: string;
  createTime: number;
  updateTime: number;
  fields: Record<string, unknown>;
}

/** Writes every database to `{dir}/firestore_export/` (one document per line, plus the metadata marker firebase-tools expects). */
export async function exportDatabases(databases: Iterable<DbState>, dir: string): Promise<void> {
  const out = join(dir, 'firestore_export');
  await mkdir(out, { recursive: true });
  const tmp = join(out, `${DATA_FILE}.tmp`);
  const file = createWriteStream(tmp);
  const failed = once(file, 'error').then(([e]) => {
    throw e;
  });
  // Raced below; marked handled so an error outside a race is not an unhandled rejection.
  failed.catch(() => undefined);
  const write = async (line: string): Promise<void> => {
    if (!file.write(line + '\n')) await Promise.race([once(file, 'drain'), failed]);
  };
  await write(JSON.stringify({ format: FORMAT, version: 2 }));
  for (const s of databases) {
    for (const c of s.store.collections.values()) {
      for (const e of c.entries.values()) {
        const d = e.doc;
        if (!d) continue;
        await write(
          JSON.stringify({
            database: s.database,
            path: d.rel,
            createTime: d.createTime,
            updateTime: d.updateTime,
            fields: fieldsToStoreJson(d.fields),
          }),
        );
      }
    }
  }
  file.end();
  await Promise.race([once(file, 'finish'), failed]);
  // Write then rename, so a crash mid-export never leaves a truncated file behind.
  await rename(tmp, join(out, DATA_FILE));
  await rm(join(out, LEGACY_DATA_FILE), { force: true });
  await writeFile(
    join(out, 'firestore_export.overall_export_metadata'),
    JSON.stringify({ format: FORMAT, data: DATA_FILE }),
  );
}

/** The first existing file of these, if any. */
async function firstFile(candidates: readonly string[]): Promise<string | undefined> {
  for (const c of candidates) {
    try {
      if ((await stat(c)).isFile()) return c;
    } catch {
      // try the next layout
    }
  }
  return undefined;
}

function load(engine: Engine, database: string, d: ExportedDoc): void {
  const doc: Doc = {
    rel: d.path,
    fields: fieldsFromWire(d.fields),
    createTime: d.createTime,
    updateTime: d.updateTime,
  };
  engine.db(database).store.put(d.path, doc, d.updateTime, false);
  engine.observe(d.updateTime);
}

/** Loads an export written by `exportTo` (dir, dir/firestore_export or the metadata file). */
export async function importDatabases(engine: Engine, dir: string): Promise<void> {
  const places = [join(dir, 'firestore_export'), dir, join(dir, '..')];
  const lines = await firstFile(places.map((p) => join(p, DATA_FILE)));
  if (lines) {
    const reader = createInterface({ input: createReadStream(lines), crlfDelay: Infinity });
    let n = 0;
    for await (const line of reader) {
      n += 1;
      if (line.trim() === '') continue;
      const record = JSON.parse(line) as Partial<ExportedDoc> & {
        database?: string;
        format?: string;
      };
      if (n === 1) {
        if (record.format !== FORMAT) throw new Error(`${lines} is not a ${FORMAT} file`);
        continue;
      }
      if (typeof record.database !== 'string' || typeof record.path !== 'string')
        throw new Error(`${lines}:${n}: a document needs its database and path`);
      load(engine, record.database, record as ExportedDoc & { database: string });
    }
    return;
  }
  const legacy = await firstFile(places.map((p) => join(p, LEGACY_DATA_FILE)));
  if (!legacy) throw new ImportMissingError(`No Firestore export found in ${dir}`);
  const data = JSON.parse(await readFile(legacy, 'utf8')) as {
    databases?: { database: string; documents: ExportedDoc[] }[];
  };
  for (const dbData of data.databases ?? [])
    for (const d of dbData.documents) load(engine, dbData.database, d);
}
