/**
 * The stack of the scale phase in a process of its own (`node --import tsx scale-stack.ts <deals>`),
 * running the built stack as `npm start` does: the scaled data set is imported from a further
 * child (scale-child.ts) before the functions subscribe, then the process prints
 * `ready <import ms>` and serves until SIGTERM. The bench reads this process's resident size,
 * which is then the stack's alone: not the bench's browser driver, SDK clients and figures, nor
 * the importer's copy of the data.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { defaultStackOptions, startStack } from '../../emulator/dist/stack/stack.js';

/** Imports the scaled data set from a child process; returns how long it took (ms). */
async function loadScaledDatasetInChild(
  host: string,
  total: number,
  projectId: string,
): Promise<number> {
  const child = fileURLToPath(new URL('./scale-child.ts', import.meta.url));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', child, host, String(total), projectId],
    { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, FIRESTORE_EMULATOR_HOST: host } },
  );
  const ms = Number(stdout.trim().split('\n').at(-1));
  if (!Number.isFinite(ms))
    throw new Error(`the scale import printed no time: ${stdout.slice(-500)}`);
  return ms;
}

const total = Number(process.argv[2] ?? '0');
let loadMs = 0;
const stack = await startStack({
  ...defaultStackOptions,
  web: 'preview',
  // As in production: server-rendered pages kept for their s-maxage (see run.ts).
  edgeCache: true,
  dataDir: null,
  log: (line) => {
    if (!line.startsWith('[web]') && !line.startsWith('[functions]')) console.error(line);
  },
  beforeFunctions: async (host) => {
    loadMs = await loadScaledDatasetInChild(host, total, defaultStackOptions.projectId);
  },
});
console.log(`ready ${Math.round(loadMs)}`);
process.on('SIGTERM', () => {
  void stack.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
