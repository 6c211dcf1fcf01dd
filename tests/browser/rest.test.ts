/**
 * The REST/JSON surface and the emulator endpoints of our Firestore emulator, called as curl or
 * the browser SDK would (no browser needed), against the real engine.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator } from '../../emulator/src/firestore/server.js';

const PROJECT = 'demo-rest';
const DB = `projects/${PROJECT}/databases/(default)`;
let base: string;
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>> | undefined;
let admin: Firestore;
let app: App;

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${emulator.port}`;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  app = initializeApp({ projectId: PROJECT }, `rest-${Date.now()}`);
  admin = getFirestore(app);
});

afterAll(async () => {
  await admin.terminate();
  await deleteApp(app);
  await emulator?.stop();
});

const owner = { Authorization: 'Bearer owner', 'Content-Type': 'text/plain' };

/** Firestore's JSON wire shapes, as far as these tests read them. */
type ValueJson = Record<string, unknown>;
interface DocumentJson {
  name: string;
  updateTime: string;
  fields: Record<string, ValueJson>;
}
interface ErrorJson {
  error: { code: number; message: string; status: string };
}
interface ListJson {
  documents: DocumentJson[];
}
interface CommitJson {
  writeResults: { transformResults?: ValueJson[] }[];
}
type BatchGetJson = { found?: DocumentJson; missing?: string; readTime?: string }[];
type RunQueryJson = { document?: DocumentJson; readTime?: string }[];
type AggregationJson = { result: { aggregateFields: Record<string, ValueJson> } }[];
interface UsageJson {
  reads: number;
  writes: number;
  deletes: number;
}
interface RulesJson {
  issues: unknown[];
}

/** Asymmetric matchers are typed `any`; held as `unknown` they nest in expected objects safely. */
const anything: unknown = expect.anything();
const anyString: unknown = expect.any(String);
const anyNumber: unknown = expect.any(Number);

async function call(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = owner,
): Promise<{ status: number; json: unknown }> {
  const r = await fetch(`${base}${url}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await r.text();
  return { status: r.status, json: text ? (JSON.parse(text) as unknown) : null };
}

describe('REST documents', () => {
  it('creates, reads, patches with a mask, lists and deletes', async () => {
    const created = await call('POST', `/v1/${DB}/documents/Banks?documentId=hbl`, {
      fields: {
        name: { stringValue: 'HBL' },
        n: { integerValue: '1' },
        at: { timestampValue: '2025-01-01T00:00:00.5Z' },
      },
    });
    expect(created.status).toBe(200);
    const createdDoc = created.json as DocumentJson;
    expect(createdDoc.name).toBe(`${DB}/documents/Banks/hbl`);
    expect(createdDoc.updateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

    const got = await call('GET', `/v1/${DB}/documents/Banks/hbl`);
    expect((got.json as DocumentJson).fields).toEqual({
      name: { stringValue: 'HBL' },
      n: { integerValue: '1' },
      at: { timestampValue: '2025-01-01T00:00:00.500Z' },
    });

    const patched = await call(
      'PATCH',
      `/v1/${DB}/documents/Banks/hbl?updateMask.fieldPaths=n&updateMask.fieldPaths=city`,
      {
        fields: {
          n: { integerValue: '2' },
          city: { stringValue: 'Lahore' },
          ignored: { booleanValue: true },
        },
      },
    );
    expect(patched.status).toBe(200);
    expect((await admin.doc('Banks/hbl').get()).data()).toEqual({
      name: 'HBL',
      n: 2,
      city: 'Lahore',
      at: anything,
    });

    const masked = await call('GET', `/v1/${DB}/documents/Banks/hbl?mask.fieldPaths=city`);
    expect((masked.json as DocumentJson).fields).toEqual({ city: { stringValue: 'Lahore' } });

    const listed = await call('GET', `/v1/${DB}/documents/Banks?pageSize=10`);
    expect((listed.json as ListJson).documents.map((d) => d.name)).toEqual([
      `${DB}/documents/Banks/hbl`,
    ]);

    const exists = await call('POST', `/v1/${DB}/documents/Banks?documentId=hbl`, { fields: {} });
    expect(exists.status).toBe(409);
    expect((exists.json as ErrorJson).error.status).toBe('ALREADY_EXISTS');

    expect((await call('DELETE', `/v1/${DB}/documents/Banks/hbl`)).json).toEqual({});
    const missing = await call('GET', `/v1/${DB}/documents/Banks/hbl`);
    expect(missing.status).toBe(404);
    expect((missing.json as ErrorJson).error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
  });

  it('runs commit, batchGet, runQuery on a subcollection, aggregation, listCollectionIds and transactions', async () => {
    const commit = await call('POST', `/v1/${DB}/documents:commit`, {
      writes: [
        {
          update: {
            name: `${DB}/documents/Banks/mcb/Cities/lhr`,
            fields: { n: { integerValue: '3' }, b: { bytesValue: 'AAEC' } },
          },
        },
        {
          update: {
            name: `${DB}/documents/Banks/mcb/Cities/khi`,
            fields: { n: { integerValue: '4' } },
          },
          currentDocument: { exists: false },
        },
        {
          transform: {
            document: `${DB}/documents/Banks/mcb/Cities/khi`,
            fieldTransforms: [{ fieldPath: 'n', increment: { integerValue: '1' } }],
          },
        },
      ],
    });
    expect(commit.status).toBe(200);
    const committed = commit.json as CommitJson;
    expect(committed.writeResults).toHaveLength(3);
    expect(committed.writeResults[2]!.transformResults).toEqual([{ integerValue: '5' }]);

    const batch = await call('POST', `/v1/${DB}/documents:batchGet`, {
      documents: [`${DB}/documents/Banks/mcb/Cities/lhr`, `${DB}/documents/Banks/none`],
    });
    expect(batch.json).toHaveLength(2);
    const batchResults = batch.json as BatchGetJson;
    const found = batchResults.find((r) => r.found);
    expect(found!.found!.fields.b).toEqual({ bytesValue: 'AAEC' });
    expect(batchResults.find((r) => r.missing)).toMatchObject({
      missing: `${DB}/documents/Banks/none`,
      readTime: anyString,
    });

    const query = await call('POST', `/v1/${DB}/documents/Banks/mcb:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'Cities' }],
        orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
        limit: 1,
      },
    });
    expect(
      (query.json as RunQueryJson)
        .filter((r) => r.document)
        .map((r) => r.document!.fields.n!.integerValue),
    ).toEqual(['5']);

    const empty = await call('POST', `/v1/${DB}/documents:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'Nothing' }] },
    });
    expect(empty.json).toEqual([{ readTime: anyString }]);

    const agg = await call('POST', `/v1/${DB}/documents/Banks/mcb:runAggregationQuery`, {
      structuredAggregationQuery: {
        aggregations: [
          { alias: 'aggregate_0', count: {} },
          { alias: 'aggregate_1', sum: { field: { fieldPath: 'n' } } },
        ],
        structuredQuery: { from: [{ collectionId: 'Cities' }] },
      },
    });
    expect(agg.json).toHaveLength(1);
    expect((agg.json as AggregationJson)[0]!.result.aggregateFields).toEqual({
      aggregate_0: { integerValue: '2' },
      aggregate_1: { integerValue: '8' },
    });

    const ids = await call('POST', `/v1/${DB}/documents/Banks/mcb:listCollectionIds`, {});
    expect((ids.json as { collectionIds: string[] }).collectionIds).toEqual(['Cities']);

    const tx = await call('POST', `/v1/${DB}/documents:beginTransaction`, {});
    const { transaction } = tx.json as { transaction: unknown };
    expect(typeof transaction).toBe('string');
    expect((await call('POST', `/v1/${DB}/documents:rollback`, { transaction })).json).toEqual({});
  });

  it('maps bad input and denied calls to JSON errors', async () => {
    const bad = await fetch(`${base}/v1/${DB}/documents:commit`, {
      method: 'POST',
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorJson).error.status).toBe('INVALID_ARGUMENT');
    const unknown = await call('POST', `/v1/${DB}/documents:frobnicate`, {});
    expect(unknown.status).toBe(404);
  });
});

describe('emulator endpoints', () => {
  it('report and reset usage, clear data, compile rules and export', async () => {
    await call('POST', `/emulator/v1/projects/${PROJECT}:usage:reset`, {});
    await admin.doc('U/a').set({ a: 1 });
    await admin.doc('U/a').get();
    const usage = await call('GET', `/emulator/v1/projects/${PROJECT}:usage`);
    expect(usage.json).toEqual({
      reads: anyNumber,
      writes: anyNumber,
      deletes: anyNumber,
    });
    const counts = usage.json as UsageJson;
    expect(counts.writes).toBeGreaterThanOrEqual(1);
    expect(counts.reads).toBeGreaterThanOrEqual(1);

    expect((await call('GET', '/emulator/v1/sessions')).json).toEqual({ open: 0 });

    const dir = await mkdtemp(path.join(tmpdir(), 'fs-export-'));
    try {
      const exported = await call('POST', `/emulator/v1/projects/${PROJECT}:export`, {
        database: DB,
        export_directory: dir,
        export_name: 'firestore_export',
      });
      expect(exported.status).toBe(200);
      expect(await readdir(path.join(dir, 'firestore_export'))).toContain(
        'firestore_export.overall_export_metadata',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    const cleared = await call(
      'DELETE',
      `/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    );
    expect(cleared.status).toBe(200);
    expect((await admin.doc('U/a').get()).exists).toBe(false);

    const good = await call('PUT', `/emulator/v1/projects/${PROJECT}:securityRules`, {
      rules: {
        files: [
          {
            name: 'firestore.rules',
            content:
              "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n    match /{document=**} { allow read, write: if true; }\n  }\n}\n",
          },
        ],
      },
    });
    expect(good.status).toBe(200);
    expect(Array.isArray((good.json as RulesJson).issues)).toBe(true);
    const broken = await call('PUT', `/emulator/v1/projects/${PROJECT}:securityRules`, {
      rules: { files: [{ content: 'service cloud.firestore { match' }] },
    });
    expect(broken.status).toBe(400);
    expect((broken.json as RulesJson).issues[0]).toMatchObject({
      severity: 'ERROR',
      sourcePosition: { line: anyNumber, column: anyNumber },
    });

    const health = await fetch(`${base}/`);
    expect(await health.text()).toBe('ok');
  });
});
