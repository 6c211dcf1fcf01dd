/**
 * Imports the scaled data set from its own process (`node --import tsx scale-child.ts <host>
 * <deals> <projectId>`), so the stack's measured memory holds the stack only, not the importer's
 * copy of 100,000 deals. Prints the import time in ms as its last line.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { loadScaledDataset } from './scale.js';

const [host = '', total = '0', projectId = ''] = process.argv.slice(2);
process.env['FIRESTORE_EMULATOR_HOST'] = host;
const app = initializeApp({ projectId }, `bench-scale-child-${Date.now()}`);
try {
  const ms = await loadScaledDataset(getFirestore(app), Number(total));
  console.log(String(Math.round(ms)));
} finally {
  await deleteApp(app);
}
