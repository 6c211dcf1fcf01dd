import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSentimentService, SentimentServiceError } from './sentiment-client.js';

const call = {
  comment: 'zabardast',
  bankID: 'Hbl',
  cityID: 'Lahore',
  dealID: 'd1',
  userID: 'u1',
  userName: 'Ali',
};
let server: Server;
let base: string;
let received: unknown;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received = JSON.parse(body);
      const route = req.url ?? '';
      if (route === '/ok')
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end('{"score":4.6,"label":"positive","comparative":1.2}');
      else if (route === '/bad-request') res.writeHead(400).end('{"error":"comment is required"}');
      else if (route === '/down') res.writeHead(503).end('busy');
      else if (route === '/garbage') res.writeHead(200).end('<html>');
      else if (route === '/wrong-shape') res.writeHead(200).end('{"score":"high"}');
      // '/slow' never answers within the test's time-out.
      else if (route !== '/slow') res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

async function failure(path: string, timeoutMs = 2000): Promise<SentimentServiceError> {
  try {
    await callSentimentService(`${base}${path}`, call, timeoutMs);
  } catch (err) {
    if (err instanceof SentimentServiceError) return err;
    throw err;
  }
  throw new Error('expected a failure');
}

describe('callSentimentService', () => {
  it('posts the service request body and returns the parsed result', async () => {
    expect(await callSentimentService(`${base}/ok`, call, 2000)).toEqual({
      score: 4.6,
      label: 'positive',
      comparative: 1.2,
    });
    expect(received).toEqual(call);
  });

  it('treats a 4xx about the comment as permanent', async () => {
    const err = await failure('/bad-request');
    expect(err.transient).toBe(false);
    expect(err.message).toMatch(/status 400/);
  });

  it('treats 5xx, time-outs, unreachable hosts and malformed answers as transient', async () => {
    expect((await failure('/down')).transient).toBe(true);
    const slow = await failure('/slow', 150);
    expect(slow.transient).toBe(true);
    expect(slow.message).toMatch(/timed out after 150 ms/);
    expect((await failure('/garbage')).transient).toBe(true);
    expect((await failure('/wrong-shape')).transient).toBe(true);
    const unreachable = await callSentimentService('http://127.0.0.1:1/analyze', call, 2000).catch(
      (e: unknown) => e,
    );
    expect(unreachable).toBeInstanceOf(SentimentServiceError);
    expect((unreachable as SentimentServiceError).transient).toBe(true);
  });
});
