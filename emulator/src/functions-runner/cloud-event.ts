import { randomUUID } from 'node:crypto';
import type { CommitPrincipal, DocumentChange, WireDocument } from '../firestore/contract.js';
import type { FirestoreTrigger } from './discover.js';
import { wireDocumentToJson } from '../codec/index.js';

/** A Firestore CloudEvent in the JSON form firebase-functions accepts as the raw handler argument. */
export interface FirestoreCloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  subject: string;
  type: string;
  time: string;
  location: string;
  project: string;
  database: string;
  namespace: string;
  document: string;
  datacontenttype: 'application/json' | 'application/protobuf';
  /** proto3 JSON, or an encoded DocumentEventData when the content type is protobuf. */
  data:
    | {
        value?: ReturnType<typeof wireDocumentToJson>;
        oldValue?: ReturnType<typeof wireDocumentToJson>;
        updateMask?: { fieldPaths: string[] };
      }
    | Buffer;
  authtype?: string;
  authid?: string;
}

function valueKey(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => (Buffer.isBuffer(x) ? x.toString('base64') : x));
}

/**
 * Top-level field paths whose values differ between the two versions (Firestore's update mask for
 * an update event lists the changed fields of the old document).
 */
export function changedFieldPaths(before: WireDocument, after: WireDocument): string[] {
  const a = before.fields ?? {};
  const b = after.fields ?? {};
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  const changed: string[] = [];
  for (const name of names) {
    if (!(name in a) || !(name in b) || valueKey(a[name]) !== valueKey(b[name]))
      changed.push(quoteFieldName(name));
  }
  return changed.sort();
}

function quoteFieldName(name: string): string {
  return /^[A-Za-z_][A-Za-z_0-9]*$/.test(name)
    ? name
    : `\`${name.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``;
}

/** Builds the CloudEvent Cloud Functions delivers for one changed document. */
export function buildCloudEvent(
  trigger: FirestoreTrigger,
  change: DocumentChange,
  projectId: string,
  databaseId: string,
  commitTime: string,
  location: string,
  principal?: CommitPrincipal,
): FirestoreCloudEvent {
  const data: Exclude<FirestoreCloudEvent['data'], Buffer> = {};
  if (change.after) data.value = wireDocumentToJson(change.after);
  if (change.before) data.oldValue = wireDocumentToJson(change.before);
  if (change.before && change.after)
    data.updateMask = { fieldPaths: changedFieldPaths(change.before, change.after) };
  const event: FirestoreCloudEvent = {
    specversion: '1.0',
    id: randomUUID(),
    source: `//firestore.googleapis.com/projects/${projectId}/databases/${databaseId}`,
    subject: `documents/${change.path}`,
    type: trigger.eventType,
    time: commitTime,
    location,
    project: projectId,
    database: databaseId,
    namespace: '(default)',
    document: change.path,
    datacontenttype: 'application/json',
    data,
  };
  if (trigger.withAuthContext) {
    // As production: the writer's kind and id (a client's uid), or unknown when not reported.
    event.authtype = principal?.type ?? 'unknown';
    event.authid = principal?.id ?? '';
  }
  return event;
}
