/**
 * Runs the official Auth emulator (firebase-tools' AuthEmulator class, pure Node) in its own
 * process, without the firebase CLI: the CLI fetches a remote config at start, and nothing of
 * the local stack may leave loopback. Started by the stack; prints `auth-ready` when listening.
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const require = createRequire(import.meta.url);

interface AuthEmulatorInstance {
  start(): Promise<void>;
  stop(): Promise<void>;
  importData(dir: string, projectId: string, options: { initiatedBy: string }): Promise<void>;
}
type AuthEmulatorClass = new (args: {
  host: string;
  port: number;
  projectId: string;
  singleProjectMode?: string;
}) => AuthEmulatorInstance;

const host = process.env.AUTH_HOST ?? '127.0.0.1';
const port = Number(process.env.AUTH_PORT ?? '9099');
const projectId = process.env.PROJECT_ID ?? 'demo-deals';
const dataDir = process.env.AUTH_DATA_DIR;

const { AuthEmulator } = require('firebase-tools/lib/emulator/auth/index.js') as {
  AuthEmulator: AuthEmulatorClass;
};
const emulator = new AuthEmulator({ host, port, projectId, singleProjectMode: 'Warning' });

/** Saves every account in firebase-tools' export format so a restart keeps them. */
async function exportAccounts(dir: string): Promise<void> {
  const base = `http://${host}:${port}`;
  const headers = { authorization: 'Bearer owner' };
  const users: unknown[] = [];
  let nextPageToken: string | undefined;
  do {
    const url = `${base}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=1000${nextPageToken ? `&nextPageToken=${nextPageToken}` : ''}`;
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { users?: unknown[]; nextPageToken?: string };
    users.push(...(body.users ?? []));
    nextPageToken = body.nextPageToken;
  } while (nextPageToken);
  const configResponse = await fetch(`${base}/emulator/v1/projects/${projectId}/config`, {
    headers,
  });
  const config: unknown = await configResponse.json();
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'accounts.json'),
    JSON.stringify({ kind: 'identitytoolkit#DownloadAccountResponse', users }, null, 2),
  );
  await writeFile(path.join(dir, 'config.json'), JSON.stringify(config, null, 2));
}

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    if (dataDir) await exportAccounts(dataDir);
  } catch (error) {
    console.error(`auth: could not export accounts: ${String(error)}`);
  }
  await emulator.stop();
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
// The parent going away must not leave an orphan holding port 9099.
process.on('disconnect', () => void shutdown());

await emulator.start();
if (dataDir && existsSync(path.join(dataDir, 'accounts.json'))) {
  await emulator.importData(dataDir, projectId, { initiatedBy: 'start' });
}
process.send?.('auth-ready');
console.log('auth-ready');
