/** Adapts grpc-js calls of google.firestore.v1.Firestore to the FirestoreService contract. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import protobuf from 'protobufjs';
import type { BidiMethod, FirestoreService, ServerStreamMethod, UnaryMethod } from './contract.js';
import { RpcError } from './contract.js';
import { authFromAuthorizationHeader } from './auth.js';

const require = createRequire(import.meta.url);

/** Directory holding google/firestore/v1/*.proto as shipped by @google-cloud/firestore. */
export function protoRoot(): string {
  const main = require.resolve('@google-cloud/firestore');
  // main is .../@google-cloud/firestore/build/src/index.js
  return join(dirname(dirname(main)), 'protos');
}

const UNARY: readonly UnaryMethod[] = [
  'GetDocument',
  'ListDocuments',
  'CreateDocument',
  'UpdateDocument',
  'DeleteDocument',
  'BeginTransaction',
  'Commit',
  'Rollback',
  'BatchWrite',
  'ListCollectionIds',
  'PartitionQuery',
];
const SERVER_STREAM: readonly ServerStreamMethod[] = [
  'BatchGetDocuments',
  'RunQuery',
  'RunAggregationQuery',
];
const BIDI: readonly BidiMethod[] = ['Listen', 'Write'];

const GRPC_STATUS = new Map<number, grpc.status>(
  Object.values(grpc.status)
    .filter((v): v is grpc.status => typeof v === 'number')
    .map((v) => [v, v]),
);

function grpcStatus(code: number): grpc.status {
  return GRPC_STATUS.get(code) ?? grpc.status.UNKNOWN;
}

function toStatus(e: unknown): Partial<grpc.StatusObject> {
  // google.rpc.Code numbers are the gRPC status numbers.
  if (e instanceof RpcError) return { code: grpcStatus(e.code), details: e.message };
  return {
    code: grpc.status.INTERNAL,
    details: `Internal error: ${e instanceof Error ? e.message : String(e)}`,
  };
}

function authOf(md: grpc.Metadata): ReturnType<typeof authFromAuthorizationHeader> {
  const v = md.get('authorization')[0];
  return authFromAuthorizationHeader(typeof v === 'string' ? v : v ? v.toString() : undefined);
}

/** protobufjs toObject options matching proto-loader's { longs: String, enums: String, defaults: false, oneofs: true }. */
const TO_OBJECT: protobuf.IConversionOptions = { longs: String, enums: String, oneofs: true };

let cachedRoot: protobuf.Root | undefined;
let cachedDefinition: grpc.ServiceDefinition | undefined;

/** The google.firestore.v1 protobufjs root, built once per process from the shipped JSON descriptor (fast). */
export function firestoreProtoRoot(): protobuf.Root {
  cachedRoot ??= protobuf.Root.fromJSON(
    require(join(protoRoot(), 'v1.json')) as protobuf.INamespace,
  );
  return cachedRoot;
}

/** Every method with its streaming kinds. */
const METHODS = [
  ...UNARY.map((name) => ({ name, requestStream: false, responseStream: false })),
  ...SERVER_STREAM.map((name) => ({ name, requestStream: false, responseStream: true })),
  ...BIDI.map((name) => ({ name, requestStream: true, responseStream: true })),
];

type MethodTypes = { req: protobuf.Type; res: protobuf.Type };
const methodTypes = new Map<string, MethodTypes>();

/** The request and response types of one Firestore method, resolved on first use. */
function typesOf(method: string): MethodTypes {
  let t = methodTypes.get(method);
  if (!t) {
    const m = firestoreProtoRoot().lookupService('google.firestore.v1.Firestore').methods[method];
    m?.resolve();
    if (!m?.resolvedRequestType || !m.resolvedResponseType)
      throw new Error(`Firestore proto method ${method} did not resolve`);
    t = { req: m.resolvedRequestType, res: m.resolvedResponseType };
    methodTypes.set(method, t);
  }
  return t;
}

/**
 * The grpc-js service definition of google.firestore.v1.Firestore. The method list and streaming
 * kinds are the lists above; the message types come from the JSON descriptor that
 * @google-cloud/firestore ships, built on the first call that needs them (building them costs
 * about 30 ms, which would otherwise delay start-up; `warmGrpcCodec` builds them once the server
 * listens). Same object shapes as proto-loader.
 */
export function firestoreServiceDefinition(): grpc.ServiceDefinition {
  if (cachedDefinition) return cachedDefinition;
  const def: Record<string, grpc.MethodDefinition<unknown, unknown>> = {};
  for (const { name, requestStream, responseStream } of METHODS) {
    const serialize = (side: keyof MethodTypes) => (v: unknown) => {
      const type = typesOf(name)[side];
      return Buffer.from(type.encode(type.fromObject(v as Record<string, unknown>)).finish());
    };
    const deserialize = (side: keyof MethodTypes) => (b: Buffer) => {
      const type = typesOf(name)[side];
      return type.toObject(type.decode(b), TO_OBJECT);
    };
    def[name] = {
      path: `/google.firestore.v1.Firestore/${name}`,
      requestStream,
      responseStream,
      requestSerialize: serialize('req'),
      requestDeserialize: deserialize('req'),
      responseSerialize: serialize('res'),
      responseDeserialize: deserialize('res'),
      originalName: name.charAt(0).toLowerCase() + name.slice(1),
    };
  }
  cachedDefinition = def;
  return def;
}

/** Builds every method's message types now (call once the server listens, so the first request does not pay for it). */
export function warmGrpcCodec(): void {
  for (const { name } of METHODS) typesOf(name);
}

/** Builds a grpc-js Server (not bound; connections are injected) serving the given service. */
export function createGrpcServer(service: FirestoreService, log: (l: string) => void): grpc.Server {
  const svcDef = firestoreServiceDefinition();
  const server = new grpc.Server({
    'grpc.max_receive_message_length': 64 * 1024 * 1024,
    'grpc.max_send_message_length': 64 * 1024 * 1024,
  });
  const impl: grpc.UntypedServiceImplementation = {};
  for (const m of UNARY) {
    impl[m] = (call: grpc.ServerUnaryCall<unknown, unknown>, cb: grpc.sendUnaryData<unknown>) => {
      let ctx;
      try {
        ctx = { auth: authOf(call.metadata) };
      } catch (e) {
        cb(toStatus(e));
        return;
      }
      service.unary(m, call.request, ctx).then(
        (res) => cb(null, res),
        (e: unknown) => {
          if (!(e instanceof RpcError))
            log(
              `firestore: ${m} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
            );
          cb(toStatus(e));
        },
      );
    };
  }
  for (const m of SERVER_STREAM) {
    impl[m] = (call: grpc.ServerWritableStream<unknown, unknown>) => {
      const ctx = { auth: authOf(call.metadata) };
      // Response headers first, as Cloud Firestore sends them. Without them a failure is a
      // trailers-only response, which the Admin SDK's stream layer (google-gax with
      // retry-request) takes for "no response" and retries twice with backoff, whatever the
      // code: a rejected query or an ABORTED read took about 7 s to surface.
      call.sendMetadata(new grpc.Metadata());
      let cancelled = false;
      call.on('cancelled', () => (cancelled = true));
      service
        .serverStream(m, call.request, ctx, (res) => {
          if (!cancelled) call.write(res);
        })
        .then(
          () => {
            if (!cancelled) call.end();
          },
          (e: unknown) => {
            if (!(e instanceof RpcError))
              log(
                `firestore: ${m} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
              );
            if (!cancelled) call.emit('error', toStatus(e));
          },
        );
    };
  }
  for (const m of BIDI) {
    impl[m] = (call: grpc.ServerDuplexStream<unknown, unknown>) => {
      const ctx = { auth: authOf(call.metadata) };
      let done = false;
      let stream: ReturnType<FirestoreService['bidi']>;
      try {
        stream = service.bidi(m, ctx, {
          data: (res) => {
            if (!done) call.write(res);
          },
          close: (err) => {
            if (done) return;
            done = true;
            if (err) call.emit('error', toStatus(err));
            else call.end();
          },
        });
      } catch (e) {
        call.emit('error', toStatus(e));
        return;
      }
      const finish = (): void => {
        stream.end();
        if (!done) {
          done = true;
          try {
            call.end();
          } catch {
            // already closed by the peer
          }
        }
      };
      call.on('data', (req) => {
        try {
          stream.write(req);
        } catch (e) {
          if (!done) {
            done = true;
            stream.end();
            call.emit('error', toStatus(e));
          }
        }
      });
      call.on('end', finish);
      call.on('cancelled', () => {
        done = true;
        stream.end();
      });
      call.on('error', () => {
        done = true;
        stream.end();
      });
    };
  }
  server.addService(svcDef, impl);
  return server;
}
