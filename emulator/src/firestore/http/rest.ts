/**
 * The REST surface of google.firestore.v1 (`/v1/projects/{p}/databases/{d}/documents...`) in the
 * proto3 JSON mapping, as the browser SDK and curl use it. Streaming RPCs answer one JSON array.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type protobuf from 'protobufjs';
import {
  RpcError,
  Status,
  type CallContext,
  type FirestoreService,
  type ServerStreamMethod,
  type UnaryMethod,
} from '../contract.js';
import { errorBody, toRpcError } from './errors.js';
import {
  JsonMappingError,
  messageFromJson,
  messageType,
  messageToJson,
} from '../../codec/index.js';

/** Response type of each unary method (Empty is answered as `{}`). */
const UNARY_RESPONSE: Record<UnaryMethod, string | null> = {
  GetDocument: 'Document',
  ListDocuments: 'ListDocumentsResponse',
  CreateDocument: 'Document',
  UpdateDocument: 'Document',
  DeleteDocument: null,
  BeginTransaction: 'BeginTransactionResponse',
  Commit: 'CommitResponse',
  Rollback: null,
  BatchWrite: 'BatchWriteResponse',
  ListCollectionIds: 'ListCollectionIdsResponse',
  PartitionQuery: 'PartitionQueryResponse',
};

/** `:verb` routes: method, and whether the request names the database or a parent path. */
const VERBS: Record<
  string,
  { method: UnaryMethod | ServerStreamMethod; stream: boolean; target: 'database' | 'parent' }
> = {
  commit: { method: 'Commit', stream: false, target: 'database' },
  batchGet: { method: 'BatchGetDocuments', stream: true, target: 'database' },
  beginTransaction: { method: 'BeginTransaction', stream: false, target: 'database' },
  rollback: { method: 'Rollback', stream: false, target: 'database' },
  batchWrite: { method: 'BatchWrite', stream: false, target: 'database' },
  runQuery: { method: 'RunQuery', stream: true, target: 'parent' },
  runAggregationQuery: { method: 'RunAggregationQuery', stream: true, target: 'parent' },
  listCollectionIds: { method: 'ListCollectionIds', stream: false, target: 'parent' },
  partitionQuery: { method: 'PartitionQuery', stream: false, target: 'parent' },
};

/** A parsed `/v1/...` path. */
export interface RestRoute {
  /** `projects/{p}/databases/{d}` */
  readonly database: string;
  /** Decoded segments after `documents`. */
  readonly segments: readonly string[];
  readonly verb: string | null;
}

/** Parses `/v1/projects/{p}/databases/{d}/documents[/...][:verb]`; null when it is not that shape. */
export function parseRestPath(pathname: string): RestRoute | null {
  if (!pathname.startsWith('/v1/')) return null;
  let rest = pathname.slice(4);
  let verb: string | null = null;
  const lastSlash = rest.lastIndexOf('/');
  const colon = rest.indexOf(':', lastSlash + 1);
  if (colon >= 0) {
    verb = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
  }
  let parts: string[];
  try {
    parts = rest.split('/').map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
  if (
    parts.length < 5 ||
    parts[0] !== 'projects' ||
    parts[2] !== 'databases' ||
    parts[4] !== 'documents'
  )
    return null;
  if (!parts[1] || !parts[3] || parts.slice(5).some((p) => p === '')) return null;
  return { database: `projects/${parts[1]}/databases/${parts[3]}`, segments: parts.slice(5), verb };
}

/** Converts URL query parameters (`mask.fieldPaths=a&mask.fieldPaths=b&pageSize=2`) into proto3 JSON for `type`. */
export function queryToJson(type: protobuf.Type, params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    if (key === 'key' || key === 'alt' || key === '$alt') continue;
    const values = params.getAll(key);
    const pathParts = key.split('.');
    let t: protobuf.Type | null = type;
    let target = out;
    for (const [i, name] of pathParts.entries()) {
      if (!t) break;
      const field: protobuf.Field | undefined = t.fields[name] ?? t.fields[snakeToCamel(name)];
      if (!field) break;
      field.resolve();
      if (i === pathParts.length - 1) {
        const conv = values.map((v) => scalarFromQuery(field, v));
        target[field.name] = field.repeated ? conv : conv[conv.length - 1];
      } else {
        const next = (target[field.name] ??= {}) as Record<string, unknown>;
        target = next;
        t = field.resolvedType && 'fields' in field.resolvedType ? field.resolvedType : null;
      }
    }
  }
  return out;
}

function snakeToCamel(s: string): string {
  return s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

function scalarFromQuery(field: protobuf.Field, v: string): unknown {
  switch (field.type) {
    case 'bool':
      return v === 'true' || v === '1';
    case 'int32':
    case 'uint32':
    case 'sint32':
    case 'fixed32':
    case 'sfixed32':
    case 'double':
    case 'float':
      return Number(v);
    case 'google.protobuf.Int32Value':
      return Number(v);
    default:
      return v;
  }
}

/** One HTTP request, its body already read, and the response that answers it. */
export interface HttpExchange {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  readonly body: string;
}

/** Sends a JSON reply. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.writableEnded || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Sends an RPC error as `{"error":{code,message,status}}` with the matching HTTP status. */
export function sendError(res: ServerResponse, error: unknown): void {
  const { http, body } = errorBody(
    toRpcError(
      error instanceof JsonMappingError
        ? new RpcError(Status.INVALID_ARGUMENT, error.message)
        : error,
    ),
  );
  sendJson(res, http, body);
}

function parseBody(body: string): Record<string, unknown> {
  if (body.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new RpcError(Status.INVALID_ARGUMENT, 'Invalid JSON payload received.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new RpcError(
      Status.INVALID_ARGUMENT,
      'Invalid JSON payload received: expected an object.',
    );
  }
  return parsed as Record<string, unknown>;
}

/** Handles one `/v1/...` request (the body is already read). */
export async function handleRest(
  service: FirestoreService,
  ctx: CallContext,
  { req, res, url, body }: HttpExchange,
): Promise<void> {
  try {
    const route = parseRestPath(url.pathname);
    if (!route) throw new RpcError(Status.NOT_FOUND, `No such resource: ${url.pathname}`);
    const method = req.method ?? 'GET';
    const docsRoot = `${route.database}/documents`;
    const resource = route.segments.length ? `${docsRoot}/${route.segments.join('/')}` : docsRoot;

    if (route.verb !== null) {
      const verb = VERBS[route.verb];
      if (!verb) throw new RpcError(Status.NOT_FOUND, `Unknown method :${route.verb}`);
      if (method !== 'POST') throw new RpcError(Status.NOT_FOUND, `:${route.verb} takes POST`);
      // In REST the path names the database or parent, and the body does not repeat it.
      const json = {
        ...parseBody(body),
        [verb.target]: verb.target === 'database' ? route.database : resource,
      };
      const request = messageFromJson(`${verb.method}Request`, json);
      if (verb.stream) {
        const out: unknown[] = [];
        const responseType = `${verb.method}Response`;
        await service.serverStream(verb.method as ServerStreamMethod, request, ctx, (r) =>
          out.push(messageToJson(responseType, r)),
        );
        sendJson(res, 200, out);
      } else {
        await unary(service, ctx, res, verb.method as UnaryMethod, request);
      }
      return;
    }

    const isDocument = route.segments.length > 0 && route.segments.length % 2 === 0;
    const isCollection = route.segments.length % 2 === 1;
    /** Calls `rpc` with its request from the query string, overlaid with `fields` (path and body). */
    const call = (rpc: UnaryMethod, fields: Record<string, unknown>): Promise<void> => {
      const type = `${rpc}Request`;
      const json = { ...queryToJson(messageType(type), url.searchParams), ...fields };
      return unary(service, ctx, res, rpc, messageFromJson(type, json));
    };
    /** The parent and id of the collection the path names. */
    const collection = () => ({
      parent:
        route.segments.length > 1
          ? `${docsRoot}/${route.segments.slice(0, -1).join('/')}`
          : docsRoot,
      collectionId: route.segments[route.segments.length - 1],
    });
    if (method === 'GET' && isDocument) {
      await call('GetDocument', { name: resource });
      return;
    }
    if (method === 'GET' && isCollection) {
      await call('ListDocuments', collection());
      return;
    }
    if (method === 'POST' && isCollection) {
      await call('CreateDocument', { ...collection(), document: parseBody(body) });
      return;
    }
    if (method === 'PATCH' && isDocument) {
      await call('UpdateDocument', { document: { ...parseBody(body), name: resource } });
      return;
    }
    if (method === 'DELETE' && isDocument) {
      await call('DeleteDocument', { name: resource });
      return;
    }
    throw new RpcError(Status.NOT_FOUND, `No route for ${method} ${url.pathname}`);
  } catch (e) {
    sendError(res, e);
  }
}

async function unary(
  service: FirestoreService,
  ctx: CallContext,
  res: ServerResponse,
  method: UnaryMethod,
  request: Record<string, unknown>,
): Promise<void> {
  const response = await service.unary(method, request, ctx);
  const responseType = UNARY_RESPONSE[method];
  sendJson(res, 200, responseType ? messageToJson(responseType, response) : {});
}
