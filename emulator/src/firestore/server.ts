/**
 * The Firestore emulator on one TCP port: connections starting with the HTTP/2 preface go to
 * grpc-js (cleartext h2c, as the SDKs connect), everything else to the HTTP/1.1 handler.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type Socket } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import type { FirestoreService } from './contract.js';
import type { RulesEvaluator } from '../rules/contract.js';
import type { IndexConfig } from './indexes.js';
import { Engine } from './engine.js';
import { ImportMissingError } from './persistence.js';
import { createGrpcServer, warmGrpcCodec } from './grpc-server.js';
import { createHttpHandler } from './http/index.js';
import { EngineService } from './service.js';

/** A running emulator. */
export interface FirestoreEmulator {
  host: string;
  port: number;
  engine: Engine;
  service: FirestoreService;
  stop(): Promise<void>;
}

/** Options for `startFirestoreEmulator`. */
export interface FirestoreEmulatorOptions {
  host?: string;
  /** 0 picks any free port. */
  port?: number;
  importDir?: string;
  exportOnExit?: string;
  rules?: RulesEvaluator | null;
  /** Indexes queries must be served by (firestore.indexes.json); absent or null enforces none. */
  indexes?: IndexConfig | null;
  log?: (line: string) => void;
}

const PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');

/** Starts the engine, gRPC and HTTP on one port. */
export async function startFirestoreEmulator(
  opts: FirestoreEmulatorOptions = {},
): Promise<FirestoreEmulator> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? (() => undefined);
  const engine = new Engine();
  if (opts.rules) engine.setRules(opts.rules);
  if (opts.indexes) engine.setIndexes(opts.indexes);
  if (opts.importDir) {
    try {
      await engine.importFrom(opts.importDir);
      log(`firestore: imported data from ${opts.importDir}`);
    } catch (e) {
      // A missing export is a first start; a broken one must stop start-up.
      if (!(e instanceof ImportMissingError)) throw e;
      log(`firestore: nothing to import in ${opts.importDir}; starting empty`);
    }
  }
  const service = new EngineService(engine);
  const grpcServer = createGrpcServer(service, log);
  const injector = grpcServer.createConnectionInjector(grpc.ServerCredentials.createInsecure());
  const http = createHttpHandler({ engine, service, log });
  const httpServer = createHttpServer({ keepAliveTimeout: 65_000 }, (req, res) =>
    http.handle(req, res),
  );
  // WebChannel back channels stay open for long; never time them out at the HTTP layer.
  httpServer.requestTimeout = 0;
  httpServer.headersTimeout = 0;
  httpServer.timeout = 0;

  const sockets = new Set<Socket>();
  const front = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      buffered = Buffer.concat([buffered, chunk]);
      const n = Math.min(buffered.length, PREFACE.length);
      const isH2 = buffered.subarray(0, n).equals(PREFACE.subarray(0, n));
      // Decide as soon as the bytes rule one protocol out, or the full preface has arrived.
      if (isH2 && buffered.length < PREFACE.length) return;
      socket.off('data', onData);
      socket.pause();
      socket.unshift(buffered);
      // http2 drains the readable buffer into its session itself (resuming would drop bytes);
      // the HTTP/1 server reads through 'data' events, so that path is resumed.
      if (isH2) injector.injectConnection(socket);
      else {
        httpServer.emit('connection', socket);
        socket.resume();
      }
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(opts.port ?? 8080, host, () => {
      front.off('error', reject);
      resolve();
    });
  });
  // The message types are built after the port is open, so start-up does not wait for them.
  setImmediate(warmGrpcCodec);
  const addr = front.address();
  const port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? 8080);
  let stopped = false;
  return {
    host,
    port,
    engine,
    service,
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      if (opts.exportOnExit) {
        try {
          await engine.exportTo(opts.exportOnExit);
          log(`firestore: exported data to ${opts.exportOnExit}`);
        } catch (e) {
          log(
            `firestore: export to ${opts.exportOnExit} failed: ${e instanceof Error ? e.message : String(e)}`,
          );
        }
      }
      await new Promise<void>((resolve) => {
        front.close(() => resolve());
        injector.destroy();
        grpcServer.forceShutdown();
        for (const s of sockets) s.destroy();
      });
      await http.close();
      httpServer.close();
    },
  };
}
