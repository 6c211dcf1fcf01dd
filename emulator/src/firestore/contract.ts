/**
 * The seams between the parts of our Firestore emulator. The engine (engine.ts, served by
 * service.ts) implements FirestoreService; the browser transports (http/) and the gRPC server
 * (grpc-server.ts) both call it; the rules evaluator (../rules) implements RulesEvaluator; the
 * functions runner consumes CommitEvents.
 *
 * Messages are plain objects in the shape @grpc/proto-loader produces with
 * { keepCase: false, longs: String, enums: String, defaults: false, oneofs: true }:
 * camelCase fields, int64 as decimal strings, enums as their names, Timestamps as
 * { seconds: string | number, nanos: number }, bytes as Buffer. The HTTP/JSON transport converts
 * proto3 JSON to and from this shape; the engine never sees JSON-mapped values.
 */

/** gRPC status codes, numbered as google.rpc.Code. */
export const Status = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;
export type StatusCode = (typeof Status)[keyof typeof Status];

/** An error every transport maps to its own wire form (gRPC status, JSON error body, WebChannel close). */
export class RpcError extends Error {
  constructor(
    readonly code: StatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** Who is calling, decoded once per call (or once per WebChannel session, from the handshake). */
export type AuthContext =
  | { readonly kind: 'owner' }
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'user';
      readonly uid: string;
      readonly token: Readonly<Record<string, unknown>>;
    };

/** Per-call context handed by a transport to the service. */
export interface CallContext {
  readonly auth: AuthContext;
}

/** Unary RPCs of google.firestore.v1.Firestore, by their proto method names. */
export type UnaryMethod =
  | 'GetDocument'
  | 'ListDocuments'
  | 'CreateDocument'
  | 'UpdateDocument'
  | 'DeleteDocument'
  | 'BeginTransaction'
  | 'Commit'
  | 'Rollback'
  | 'BatchWrite'
  | 'ListCollectionIds'
  | 'PartitionQuery';

/** Server-streaming RPCs. */
export type ServerStreamMethod = 'BatchGetDocuments' | 'RunQuery' | 'RunAggregationQuery';

/** Bidirectional RPCs. */
export type BidiMethod = 'Listen' | 'Write';

/** One open bidirectional stream. The transport feeds requests in and receives responses. */
export interface BidiStream {
  /** Deliver one client request (a ListenRequest or WriteRequest object). */
  write(request: unknown): void;
  /** The client half-closed or went away: release every target and timer. */
  end(): void;
}

/** Callbacks a transport gives when opening a bidirectional stream. */
export interface BidiSink {
  /** Send one response message to the client, in order. */
  data(response: unknown): void;
  /** The server ends the stream: without error, or with one (then no further data). */
  close(error?: RpcError): void;
}

/** What the engine exposes to every transport. */
export interface FirestoreService {
  unary(method: UnaryMethod, request: unknown, ctx: CallContext): Promise<unknown>;
  serverStream(
    method: ServerStreamMethod,
    request: unknown,
    ctx: CallContext,
    emit: (response: unknown) => void,
  ): Promise<void>;
  bidi(method: BidiMethod, ctx: CallContext, sink: BidiSink): BidiStream;
}

/** A Firestore Document in the object shape above. */
export interface WireDocument {
  name: string;
  fields?: Record<string, unknown>;
  createTime?: { seconds: string | number; nanos: number };
  updateTime?: { seconds: string | number; nanos: number };
}

/** One document changed by a commit. `path` is relative to `.../documents/`, e.g. `Banks/Hbl`. */
export interface DocumentChange {
  readonly path: string;
  readonly before: WireDocument | null;
  readonly after: WireDocument | null;
}

/** Every committed transaction, delivered in commit order after it is visible to reads. */
export interface CommitEvent {
  readonly projectId: string;
  readonly databaseId: string;
  /** RFC 3339 with a literal Z. */
  readonly commitTime: string;
  /** Who wrote, as Cloud Firestore's auth-context events name it (authtype / authid). */
  readonly principal?: CommitPrincipal;
  readonly changes: readonly DocumentChange[];
}

/**
 * The writer of a commit: `app_user` with the uid for a signed-in client, `service_account` for
 * server SDKs (owner credentials), `unauthenticated` for a client without a token.
 */
export interface CommitPrincipal {
  readonly type: 'app_user' | 'service_account' | 'unauthenticated';
  readonly id: string;
}

/** The commit principal of a caller. */
export function principalOf(auth: AuthContext): CommitPrincipal {
  if (auth.kind === 'user') return { type: 'app_user', id: auth.uid };
  if (auth.kind === 'owner') return { type: 'service_account', id: '' };
  return { type: 'unauthenticated', id: '' };
}

/**
 * What a database's transactions went through since it started or was last cleared (emulator
 * only, for tests that must see contention happen rather than assume it).
 */
export interface TransactionStats {
  /** Transactions begun (read-only and read-write). */
  begun: number;
  /** Read-write transactions that named an earlier attempt to retry (the SDKs do so after ABORTED). */
  retries: number;
  /** Transactions and writes aborted by contention or by a lock wait that timed out. */
  aborted: number;
  /** Lock requests waiting right now. */
  waiting: number;
  /** The same by document (path relative to documents/), for documents with any. */
  waitingOn: Record<string, number>;
}

/** Billing-style usage per project, as Cloud Firestore counts it. */
export interface Usage {
  reads: number;
  writes: number;
  deletes: number;
}
