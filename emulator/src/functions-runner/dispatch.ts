/**
 * Which triggers a commit fires: for every changed document, each loaded trigger of the
 * project's database whose event kind (created, updated, deleted, written) and document pattern
 * match gets one CloudEvent, in JSON or binary protobuf as configured.
 */
import type { CommitEvent } from '../firestore/contract.js';
import { buildCloudEvent } from './cloud-event.js';
import { firesFor, type FirestoreTrigger } from './discover.js';
import type { Job } from './invocations.js';
import { encodeChangeProtobuf } from './protobuf-event.js';

/** What dispatching needs to know about the runner. */
export interface DispatchOptions {
  readonly projectId: string;
  readonly modulePath: string;
  readonly eventEncoding?: 'json' | 'protobuf';
  /** Deliver every event twice, to exercise at-least-once delivery. */
  readonly duplicateEvents?: boolean;
}

/** Hands `enqueue` the jobs a commit starts, in change order. */
export function dispatchCommit(
  commit: CommitEvent,
  triggers: readonly FirestoreTrigger[],
  opts: DispatchOptions,
  enqueue: (job: Job) => void,
): void {
  if (commit.projectId !== opts.projectId) return;
  for (const change of commit.changes) {
    for (const trigger of triggers) {
      if (trigger.database !== commit.databaseId) continue;
      if (!firesFor(trigger.event, change.before !== null, change.after !== null)) continue;
      if (!trigger.pattern.match(change.path)) continue;
      const event = buildCloudEvent(
        trigger,
        change,
        commit.projectId,
        commit.databaseId,
        commit.commitTime,
        'us-central1',
        commit.principal,
      );
      if (opts.eventEncoding === 'protobuf') {
        event.datacontenttype = 'application/protobuf';
        event.data = encodeChangeProtobuf(opts.modulePath, change);
      }
      enqueue({ trigger, event, attempt: 1 });
      if (opts.duplicateEvents) enqueue({ trigger, event, attempt: 1 });
    }
  }
}
