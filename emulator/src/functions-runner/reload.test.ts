import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startFunctionsRunner, type FunctionsRunner } from './index.js';

// Inside the package so the module resolves firebase-functions like functions/lib/index.js does.
const modulePath = fileURLToPath(
  new URL(`./fixtures/reload-${process.pid}.tmp.mjs`, import.meta.url),
);

const moduleWith = (name: string) =>
  `import { onDocumentWritten } from 'firebase-functions/v2/firestore';\nexport const ${name} = onDocumentWritten('Things/{id}', () => {});\n`;

describe('functions runner reload', () => {
  let runner: FunctionsRunner | undefined;
  afterAll(async () => {
    await runner?.stop();
    await rm(modulePath, { force: true });
  });

  it('picks up a rebuilt module without a restart', async () => {
    await writeFile(modulePath, moduleWith('first'));
    runner = await startFunctionsRunner({
      engine: { onCommit: () => () => {} },
      projectId: 'demo-reload',
      port: 0,
      modulePath,
      firestoreHost: '127.0.0.1:1',
      log: () => {},
    });
    expect(runner.functions().triggers).toEqual(['first']);
    await writeFile(modulePath, moduleWith('second'));
    const deadline = Date.now() + 10_000;
    while (runner.functions().triggers[0] !== 'second' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(runner.functions().triggers).toEqual(['second']);
  });

  it('keeps the previous functions when the new build fails to load', async () => {
    await writeFile(modulePath, 'export const broken = ;');
    await runner?.reload();
    expect(runner?.functions().triggers).toEqual(['second']);
  });
});
