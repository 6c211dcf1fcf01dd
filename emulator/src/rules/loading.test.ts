import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRulesFile, watchRules, type CompileResult as Compiled } from './index.js';

type CompileResult = Compiled & { readonly source: string };
import { buildRequest } from './rules-harness.js';
import { rulesValueFromWire } from './wire-values.js';
import { RulesPath } from './values.js';

const rulesWith = (cond: string): string =>
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /t/{id} { allow get: if ${cond}; }\n  }\n}\n`;

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('loadRulesFile and watchRules', () => {
  it('loads and compiles a rules file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'rules-'));
    const file = join(dir, 'firestore.rules');
    await writeFile(file, rulesWith('true'));
    const r = loadRulesFile(file);
    expect(r.issues).toEqual([]);
    expect(r.evaluator?.authorize(buildRequest({ method: 'get', path: 't/1' })).allowed).toBe(true);
  });

  it(
    'reports a change, including one made by replacing the file',
    { timeout: 20_000 },
    async () => {
      dir = await mkdtemp(join(tmpdir(), 'rules-'));
      const file = join(dir, 'firestore.rules');
      await writeFile(file, rulesWith('true'));
      const seen: CompileResult[] = [];
      // Saves can arrive as several events; wait for the first result that shows the change.
      const until = (ok: (r: CompileResult) => boolean): Promise<CompileResult> =>
        new Promise((resolve) => {
          const timer = setInterval(() => {
            const r = seen.find(ok);
            if (r) {
              clearInterval(timer);
              resolve(r);
            }
          }, 10);
        });
      const allows = (r: CompileResult): boolean | undefined =>
        r.evaluator?.authorize(buildRequest({ method: 'get', path: 't/1' })).allowed;
      const stop = watchRules(file, (r) => seen.push(r), 20);
      try {
        await writeFile(file, rulesWith('false'));
        const first = await until((r) => r.source.includes('if false'));
        expect(allows(first)).toBe(false);

        // Editors often write a temp file and rename it over the original.
        await writeFile(join(dir, 'tmp.rules'), rulesWith('true ||'));
        await rename(join(dir, 'tmp.rules'), file);
        const broken = await until((r) => r.source.includes('true ||'));
        expect(broken.evaluator).toBeNull();
        expect(broken.issues[0]?.severity).toBe('ERROR');
        expect(seen.every((r) => r.source.trim() !== '')).toBe(true);
      } finally {
        stop();
      }
    },
  );
});

describe('wire values', () => {
  it('reads the proto-loader oneof shape and int64 strings', () => {
    expect(
      rulesValueFromWire({ valueType: 'integerValue', integerValue: '9007199254740993' }),
    ).toBe(9007199254740993n);
    expect(rulesValueFromWire({ valueType: 'booleanValue', booleanValue: false })).toBe(false);
    expect(rulesValueFromWire({ nullValue: 'NULL_VALUE' })).toBeNull();
    expect(rulesValueFromWire({ doubleValue: 1.5 })).toBe(1.5);
    expect(rulesValueFromWire({ arrayValue: {} })).toEqual([]);
  });
  it('reads references as rules paths without the project prefix', () => {
    const p = rulesValueFromWire({
      referenceValue: 'projects/p/databases/(default)/documents/Users/u1',
    });
    expect(p).toBeInstanceOf(RulesPath);
    expect((p as RulesPath).toString()).toBe('/databases/(default)/documents/Users/u1');
  });
});
