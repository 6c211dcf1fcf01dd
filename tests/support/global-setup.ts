import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Integration suites start their own emulators in-process on free ports; what they share is the
 * built functions module, which the functions runner loads exactly as it deploys.
 */
export default function setup(): void {
  if (
    !existsSync(path.join(root, 'functions/lib/index.js')) &&
    existsSync(path.join(root, 'functions/build.mjs'))
  ) {
    execFileSync('npm', ['run', 'build', '-w', 'functions'], { cwd: root, stdio: 'inherit' });
  }
}
