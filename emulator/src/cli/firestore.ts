/**
 * Standalone Firestore emulator:
 * `node emulator/dist/cli/firestore.js --port 8080 [--host 127.0.0.1] [--import dir] [--export-on-exit dir] [--rules path] [--indexes path]`
 * With `--indexes`, queries production would refuse for lack of a composite index fail.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadIndexesFile } from '../firestore/indexes.js';
import { startFirestoreEmulator } from '../firestore/server.js';
import type { RulesEvaluator } from '../rules/contract.js';
import { compileRules } from '../rules/index.js';
import { limitHeapGrowth } from '../stack/heap.js';

interface Args {
  port: number;
  host: string;
  importDir?: string;
  exportOnExit?: string;
  rules?: string;
  indexes?: string;
}

const USAGE =
  'Usage: firestore [--port 8080] [--host 127.0.0.1] [--import dir] [--export-on-exit dir] [--rules path] [--indexes path]\n';

/** Reads `--flag value` or `--flag=value` options; paths resolve against the working directory. */
function readArgs(args: string[]): Args {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
      rules: { type: 'string' },
      indexes: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
    strict: true,
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('--port must be 0..65535');
  const path = (p: string | undefined): string | undefined =>
    p === undefined ? undefined : resolve(p);
  return {
    port,
    host: values.host,
    importDir: path(values.import),
    exportOnExit: path(values['export-on-exit']),
    rules: path(values.rules),
    indexes: path(values.indexes),
  };
}

/** Compiles a rules file; prints its issues and fails on errors. */
async function loadRules(path: string): Promise<RulesEvaluator> {
  const { evaluator, issues } = compileRules(await readFile(path, 'utf8'));
  for (const i of issues)
    process.stderr.write(
      `${path}:${i.sourcePosition.line}:${i.sourcePosition.column}: ${i.severity}: ${i.description}\n`,
    );
  if (!evaluator) throw new Error(`rules in ${path} do not compile`);
  return evaluator;
}

async function main(): Promise<void> {
  limitHeapGrowth();
  const args = readArgs(process.argv.slice(2));
  const rules = args.rules ? await loadRules(args.rules) : null;
  const emu = await startFirestoreEmulator({
    host: args.host,
    port: args.port,
    ...(args.importDir ? { importDir: args.importDir } : {}),
    ...(args.exportOnExit ? { exportOnExit: args.exportOnExit } : {}),
    rules,
    ...(args.indexes ? { indexes: loadIndexesFile(args.indexes) } : {}),
    log: (l) => process.stderr.write(l + '\n'),
  });
  // performance.now() counts from process start, so this includes loading the modules.
  const ms = performance.now();
  process.stdout.write(
    `Firestore emulator ready on ${emu.host}:${emu.port} (gRPC, REST and WebChannel) in ${ms.toFixed(0)} ms\n`,
  );
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    emu.stop().then(
      () => process.exit(0),
      (e: unknown) => {
        process.stderr.write(`firestore: stop failed: ${String(e)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  process.stderr.write(`firestore: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
