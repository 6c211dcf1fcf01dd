/** Caller identity for the browser transports: the same decoding the gRPC server uses. */
export { authFromAuthorizationHeader as authFromHeader } from '../auth.js';
