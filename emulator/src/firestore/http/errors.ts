/** Mapping of RPC errors to the HTTP/JSON error form Google APIs use (`{"error":{code,message,status}}`). */
import { RpcError, Status, type StatusCode } from '../contract.js';

const NAMES = Object.fromEntries(Object.entries(Status).map(([k, v]) => [v, k])) as Record<
  number,
  string
>;

/** HTTP status per google.rpc.Code, as the Google API front ends map them. */
const HTTP: Record<number, number> = {
  [Status.OK]: 200,
  [Status.CANCELLED]: 499,
  [Status.UNKNOWN]: 500,
  [Status.INVALID_ARGUMENT]: 400,
  [Status.DEADLINE_EXCEEDED]: 504,
  [Status.NOT_FOUND]: 404,
  [Status.ALREADY_EXISTS]: 409,
  [Status.PERMISSION_DENIED]: 403,
  [Status.RESOURCE_EXHAUSTED]: 429,
  [Status.FAILED_PRECONDITION]: 400,
  [Status.ABORTED]: 409,
  [Status.OUT_OF_RANGE]: 400,
  [Status.UNIMPLEMENTED]: 501,
  [Status.INTERNAL]: 500,
  [Status.UNAVAILABLE]: 503,
  [Status.DATA_LOSS]: 500,
  [Status.UNAUTHENTICATED]: 401,
};

/** The name of a status code, e.g. 7 -> PERMISSION_DENIED. */
export function statusName(code: StatusCode): string {
  return NAMES[code] ?? 'UNKNOWN';
}

function messageOf(e: object): string {
  const m = (e as { message?: unknown }).message;
  return typeof m === 'string' ? m : '';
}

/** Normalises anything thrown by the service into an RpcError (unknown errors become INTERNAL). */
export function toRpcError(e: unknown): RpcError {
  if (e instanceof RpcError) return e;
  // Errors from other module instances or grpc-style objects still carry a numeric code.
  if (e && typeof e === 'object' && 'code' in e && typeof e.code === 'number') {
    const code = (e as { code: number }).code;
    if (code in NAMES) return new RpcError(code as StatusCode, messageOf(e));
  }
  return new RpcError(Status.INTERNAL, e instanceof Error ? e.message : String(e));
}

/** HTTP status and JSON body for an RPC error. */
export function errorBody(error: RpcError): {
  http: number;
  body: { error: { code: number; message: string; status: string } };
} {
  const http = HTTP[error.code] ?? 500;
  return {
    http,
    body: { error: { code: http, message: error.message, status: statusName(error.code) } },
  };
}
