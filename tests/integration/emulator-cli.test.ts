/**
 * The standalone Firestore emulator as people run it: the bundled CLI (`emulator/dist/bin`,
 * built by `npm run build:stack`) in its own process, reached by the Admin SDK over gRPC and by
 * plain HTTP/JSON.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../../emulator/dist/bin/firestore.mjs', import.meta.url));
const PROJECT = 'demo-cli';

let child: ChildProcess;
let port = 0;
let app: App;

beforeAll(async () => {
  child = spawn(process.execPath, [cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready on [^:]+:(\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.once('exit', (code) => reject(new Error(`the CLI exited (${String(code)}): ${out}`)));
  });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  app = initializeApp({ projectId: PROJECT }, `emulator-cli-${Date.now()}`);
});

afterAll(async () => {
  await deleteApp(app);
  delete process.env.FIRESTORE_EMULATOR_HOST;
  child.kill('SIGTERM');
});

describe('the bundled Firestore emulator CLI', () => {
  it('serves gRPC writes and queries, and HTTP/JSON reads of the same data', async () => {
    const db = getFirestore(app);
    await db.doc('Deals/a').set({ title: 'Cafe Aylanto', discount: 20 });
    await db.doc('Deals/b').set({ title: 'Xander’s', discount: 30 });

    const top = await db.collection('Deals').orderBy('discount', 'desc').limit(1).get();
    expect(top.docs.map((d) => d.id)).toEqual(['b']);

    const res = await fetch(
      `http://127.0.0.1:${port}/v1/projects/${PROJECT}/databases/(default)/documents/Deals/a`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { fields: Record<string, unknown> };
    expect(body.fields).toEqual({
      title: { stringValue: 'Cafe Aylanto' },
      discount: { integerValue: '20' },
    });
  });
});
