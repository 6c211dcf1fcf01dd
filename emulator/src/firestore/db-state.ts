/** The state the engine keeps per database, and what follows its commits. */
import type { Micros } from '../codec/index.js';
import { DatabaseStore, type Doc } from './store.js';
import { TxManager } from './transactions.js';

/** A committed change to one stored document. */
export interface StoredChange {
  readonly rel: string;
  readonly before: Doc | null;
  readonly after: Doc | null;
}

/** Something that follows a database's commits (a Listen stream). */
export interface CommitSubscriber {
  /** Called synchronously after each commit, in commit order. */
  onCommit(changes: readonly StoredChange[], commitTime: Micros): void;
  /** The database was cleared: resynchronise every target (RESET). */
  onReset(): void;
}

/** Per-database state. */
export class DbState {
  store = new DatabaseStore();
  readonly subscribers = new Set<CommitSubscriber>();
  txs = new TxManager();
  constructor(
    readonly database: string,
    readonly projectId: string,
    readonly databaseId: string,
  ) {}
}
