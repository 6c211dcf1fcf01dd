import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { DocumentChange } from '../firestore/contract.js';
import { changedFieldPaths } from './cloud-event.js';

interface DocumentEventDataType {
  fromObject(o: unknown): unknown;
  encode(m: unknown): { finish(): Uint8Array };
}

const cache = new Map<string, DocumentEventDataType>();

/**
 * google.events.cloud.firestore.v1.DocumentEventData from the compiled protos that ship with the
 * functions' own firebase-functions (the same definitions it decodes with). They are not in the
 * package's exports, so they are required by absolute path.
 */
function documentEventData(modulePath: string): DocumentEventDataType {
  const req = createRequire(modulePath);
  let dir = dirname(req.resolve('firebase-functions'));
  while (basename(dir) !== 'firebase-functions' && dirname(dir) !== dir) dir = dirname(dir);
  const file = join(dir, 'protos', 'compiledFirestore.js');
  let type = cache.get(file);
  if (!type) {
    const root = req(file) as {
      google: {
        events: { cloud: { firestore: { v1: { DocumentEventData: DocumentEventDataType } } } };
      };
    };
    type = root.google.events.cloud.firestore.v1.DocumentEventData;
    cache.set(file, type);
  }
  return type;
}

/**
 * Encodes a change as the binary `application/protobuf` payload Cloud Functions delivers.
 * protobufjs' fromObject accepts the proto-loader object shape as it is (int64 strings, enum
 * names, Buffers, {seconds, nanos}); the `valueType` oneof marker is simply ignored.
 */
export function encodeChangeProtobuf(modulePath: string, change: DocumentChange): Buffer {
  const type = documentEventData(modulePath);
  const data: Record<string, unknown> = {};
  if (change.after) data.value = change.after;
  if (change.before) data.oldValue = change.before;
  if (change.before && change.after)
    data.updateMask = { fieldPaths: changedFieldPaths(change.before, change.after) };
  return Buffer.from(type.encode(type.fromObject(data)).finish());
}
