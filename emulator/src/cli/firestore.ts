/**
 * Standalone Firestore emulator:
 * `node emulator/dist/cli/firestore.js --port 8080 [--host 127.0.0.1] [--import dir] [--export-on-exit dir] [--rules path] [--indexes path]`
 * With `--indexes`, queries production would refuse for lack of a composite index fail.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
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

function parseArgs(argv: readonly string[]): Args {
  const out: Args = { port: 8080, host: '127.0.0.1' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const [flag, inline] = a.includes('=')
      ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
      : [a, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--port':
        out.port = Number(value());
        if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535)
          throw new Error('--port must be 0..65535');
        break;
      case '--host':
        out.host = value();
        break;
      case '--import':
        out.importDir = resolve(value());
        break;
      case '--export-on-exit':
        out.exportOnExit = resolve(value());
        break;
      case '--rules':
        out.rules = resolve(value());
        break;
      case '--indexes':
        out.indexes = resolve(value());
        break;
      case '--help':
      case '-h':
        process.stdout.write(
          'Usage: firestore [--port 8080] [--host 127.0.0.1] [--import dir] [--export-on-exit dir] [--rules path] [--indexes path]\n',
        );
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown option ${a}`);
    }
  }
  return out;
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
  const args = parseArgs(process.argv.slice(2));
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
