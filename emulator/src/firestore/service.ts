/**
 * FirestoreService over the engine: parses google.firestore.v1 requests (proto-loader object
 * shape), runs them, and builds responses. Every transport (gRPC, HTTP/JSON, WebChannel) calls
 * this. Unary RPCs are in service-unary.ts, server-streaming ones in service-streams.ts, the
 * Listen stream in listen.ts and the Write stream in write-stream.ts.
 */
import type {
  BidiMethod,
  BidiSink,
  BidiStream,
  CallContext,
  FirestoreService,
  ServerStreamMethod,
  UnaryMethod,
} from './contract.js';
import type { Engine } from './engine.js';
import { ListenStream } from './listen.js';
import { serverStreamCall } from './service-streams.js';
import { unaryCall } from './service-unary.js';
import { WriteStream } from './write-stream.js';

/** The engine-backed implementation of the contract every transport uses. */
export class EngineService implements FirestoreService {
  constructor(readonly engine: Engine) {}

  unary(method: UnaryMethod, request: unknown, ctx: CallContext): Promise<unknown> {
    return unaryCall(this.engine, method, request, ctx);
  }

  serverStream(
    method: ServerStreamMethod,
    request: unknown,
    ctx: CallContext,
    emit: (response: unknown) => void,
  ): Promise<void> {
    return serverStreamCall(this.engine, method, request, ctx, emit);
  }

  bidi(method: BidiMethod, ctx: CallContext, sink: BidiSink): BidiStream {
    if (method === 'Listen') return new ListenStream(this.engine, ctx, sink);
    return new WriteStream(this.engine, ctx, sink);
  }
}
