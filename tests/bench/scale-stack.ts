/**
 * The stack of the scale phase in a process of its own (`node --import tsx scale-stack.ts <deals>`),
 * as `npm start` runs it: the scaled data set is imported (from a further child, see scale.ts)
 * before the functions subscribe, then the process prints `ready <import ms>` and serves until
 * SIGTERM. The bench reads this process's resident size, which is then the stack's alone: not
 * the bench's browser driver, SDK clients and figures.
 */
import { defaultStackOptions, startStack } from '../../emulator/src/stack/stack.js';
import { loadScaledDatasetInChild } from './scale.js';

const total = Number(process.argv[2] ?? '0');
let loadMs = 0;
const stack = await startStack({
  ...defaultStackOptions,
  web: 'preview',
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
