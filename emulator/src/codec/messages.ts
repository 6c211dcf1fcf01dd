/**
 * Conversion between proto3 JSON (what the browser SDK sends over REST and WebChannel) and the
 * @grpc/proto-loader object shape the engine speaks (see ../firestore/contract.ts).
 *
 * The Firestore protos shipped with @google-cloud/firestore are loaded once with protobufjs; the
 * JSON mapping itself is done by proto3-json-serializer (well-known types: Timestamp, wrappers,
 * NullValue, bytes as base64, int64 as strings) and the object shape by Type.toObject/fromObject
 * with proto-loader's options, so both directions agree with what grpc-js hands the engine.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import protobuf from 'protobufjs';
import serializer from 'proto3-json-serializer';

const require = createRequire(import.meta.url);

/** The toObject options @grpc/proto-loader uses ({ keepCase:false, longs:String, enums:String, defaults:false, oneofs:true }). */
const OBJECT_OPTIONS: protobuf.IConversionOptions = {
  longs: String,
  enums: String,
  bytes: Buffer,
  defaults: false,
  oneofs: true,
};

let root: protobuf.Root | undefined;

/** The protobufjs root holding google.firestore.v1 (loaded lazily, once per process). */
export function firestoreRoot(): protobuf.Root {
  if (root) return root;
  const pkg = require.resolve('@google-cloud/firestore/package.json');
  const protoDir = path.join(path.dirname(pkg), 'build', 'protos');
  const r = new protobuf.Root();
  // Imports such as google/api/annotations.proto live beside the Firestore protos.
  r.resolvePath = (_origin, target) =>
    path.isAbsolute(target) ? target : path.join(protoDir, target);
  r.loadSync(path.join(protoDir, 'google/firestore/v1/firestore.proto'), { keepCase: false });
  r.resolveAll();
  root = r;
  return r;
}

const typeCache = new Map<string, protobuf.Type>();

/** Looks up a message type by its name inside google.firestore.v1 (or a fully qualified name). */
export function messageType(name: string): protobuf.Type {
  let t = typeCache.get(name);
  if (!t) {
    t = firestoreRoot().lookupType(name.includes('.') ? name : `google.firestore.v1.${name}`);
    typeCache.set(name, t);
  }
  return t;
}

/** Thrown when a JSON body does not match the expected message; transports map it to INVALID_ARGUMENT. */
export class JsonMappingError extends Error {
  override name = 'JsonMappingError';
}

/** Proto3 JSON -> proto-loader object shape for the given message type. */
export function messageFromJson(typeName: string, json: unknown): Record<string, unknown> {
  const type = messageType(typeName);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new JsonMappingError(`Invalid JSON payload: expected an object for ${type.name}`);
  }
  let message: protobuf.Message | null;
  try {
    message = serializer.fromProto3JSON(type, json as serializer.JSONValue);
  } catch (e) {
    throw new JsonMappingError(`Invalid JSON payload for ${type.name}: ${(e as Error).message}`);
  }
  if (!message) return {};
  return type.toObject(message, OBJECT_OPTIONS);
}

/** proto-loader object shape -> proto3 JSON for the given message type. */
export function messageToJson(typeName: string, object: unknown): Record<string, unknown> {
  const type = messageType(typeName);
  const message = type.fromObject(object ?? {});
  return serializer.toProto3JSON(message) as Record<string, unknown>;
}
