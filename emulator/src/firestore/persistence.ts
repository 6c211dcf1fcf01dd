/**
 * Export and import of every database: our JSON format (values in the form `fieldsFromWire`
 * reads back) plus the metadata marker firebase-tools expects beside it.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fieldsFromWire, fieldsToStoreJson } from '../codec/index.js';
import type { DbState } from './db-state.js';
import type { Engine } from './engine.js';
import type { Doc } from './store.js';

/** Thrown by `importFrom` when the folder holds no export (a first start). */
export class ImportMissingError extends Error {}

/** Writes every database to `{dir}/firestore_export/` (our JSON format, plus the metadata marker firebase-tools expects). */
export async function exportDatabases(databases: Iterable<DbState>, dir: string): Promise<void> {
  const out = join(dir, 'firestore_export');
  await mkdir(out, { recursive: true });
  const exported = [];
  for (const s of databases) {
    const documents = [];
    for (const c of s.store.collections.values()) {
      for (const e of c.entries.values()) {
        const d = e.doc;
        if (!d) continue;
        documents.push({
          path: d.rel,
          createTime: d.createTime,
          updateTime: d.updateTime,
          fields: fieldsToStoreJson(d.fields),
        });
      }
    }
    if (documents.length > 0) exported.push({ database: s.database, documents });
  }
  // Write then rename, so a crash mid-export never leaves a truncated file behind.
  await writeFile(
    join(out, 'documents.json.tmp'),
    JSON.stringify({ format: 'deals-firestore-export', version: 1, databases: exported }),
  );
  await rename(join(out, 'documents.json.tmp'), join(out, 'documents.json'));
  await writeFile(
    join(out, 'firestore_export.overall_export_metadata'),
    JSON.stringify({ format: 'deals-firestore-export', data: 'documents.json' }),
  );
}

/** Loads an export written by `exportTo` (dir, dir/firestore_export or the metadata file). */
export async function importDatabases(engine: Engine, dir: string): Promise<void> {
  const candidates = [
    join(dir, 'firestore_export', 'documents.json'),
    join(dir, 'documents.json'),
    join(dir, '..', 'documents.json'),
  ];
  let file: string | undefined;
  for (const c of candidates) {
    try {
      if ((await stat(c)).isFile()) {
        file = c;
        break;
      }
    } catch {
      // try the next layout
    }
  }
  if (!file) throw new ImportMissingError(`No Firestore export found in ${dir}`);
  const data = JSON.parse(await readFile(file, 'utf8')) as {
    databases?: {
      database: string;
      documents: {
        path: string;
        createTime: number;
        updateTime: number;
        fields: Record<string, unknown>;
      }[];
    }[];
  };
  for (const dbData of data.databases ?? []) {
    const s = engine.db(dbData.database);
    for (const d of dbData.documents) {
      const doc: Doc = {
        rel: d.path,
        fields: fieldsFromWire(d.fields),
        createTime: d.createTime,
        updateTime: d.updateTime,
      };
      s.store.put(d.path, doc, d.updateTime, false);
      engine.observe(d.updateTime);
    }
  }
}
