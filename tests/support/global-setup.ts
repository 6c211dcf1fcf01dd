import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Integration suites start their own emulators in-process on free ports, so their files run in
 * parallel. What they share is the built functions module, which the functions runner loads
 * exactly as it deploys: it is built here, once per run and before any file starts, so every file
 * tests the current sources and none reads it while another rewrites it.
 */
export default function setup(): void {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: path.join(root, 'functions'),
    stdio: 'inherit',
  });
}
