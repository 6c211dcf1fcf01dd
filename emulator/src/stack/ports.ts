import { execFile } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Resolves when something accepts TCP connections on host:port, rejects after timeoutMs. */
export async function waitForPort(host: string, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => {
        resolve(false);
      });
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`Nothing answered on ${host}:${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** True when host:port can be bound right now. */
export async function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen({ host, port, exclusive: true }, () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

/** Best-effort description of the process listening on a TCP port, e.g. `pid 4242 (node)`. */
export async function describeListener(port: number): Promise<string | null> {
  try {
    const { stdout } = await run('ss', ['-ltnpH', `sport = :${port}`]);
    const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(stdout);
    if (match) return `pid ${match[2] ?? '?'} (${match[1] ?? '?'})`;
  } catch {
    // ss is missing or not permitted: fall through to the generic message.
  }
  return null;
}

/** Throws an actionable error naming every busy port and, where known, the process holding it. */
export async function assertPortsFree(
  host: string,
  ports: readonly { name: string; port: number }[],
): Promise<void> {
  const problems: string[] = [];
  for (const { name, port } of ports) {
    if (await isPortFree(host, port)) continue;
    const who = await describeListener(port);
    problems.push(
      `Port ${port} (${name}) is already in use${who ? ` by ${who}` : ''}. Stop that process${who ? ` (kill ${who.split(' ')[1] ?? ''})` : ''} or free the port, then try again.`,
    );
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
