export { startFunctionsRunner } from './runner.js';
export type {
  CommitSource,
  FunctionsRunner,
  FunctionsRunnerOptions,
  InvocationRecord,
  RetryPolicy,
} from './runner.js';
export type { FirestoreCloudEvent } from './cloud-event.js';
