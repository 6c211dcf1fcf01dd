/**
 * Trigger invocations: a queue drained at most `concurrency` at a time (a Cloud Functions
 * instance's concurrency), bounded exponential back-off for triggers deployed with
 * `retry: true`, the history of finished invocations, and waiting until nothing is pending.
 */
import type { FirestoreCloudEvent } from './cloud-event.js';
import type { FirestoreTrigger } from './discover.js';
import { describeError } from './log.js';

/** Bounded exponential back-off for triggers deployed with `retry: true`. */
export interface RetryPolicy {
  /** Further attempts after the first failure. */
  readonly maxRetries: number;
  readonly initialDelayMs: number;
  readonly maxDelayMs: number;
}

/** One finished trigger invocation, kept for tests and diagnostics. */
export interface InvocationRecord {
  readonly function: string;
  readonly document: string;
  readonly event: FirestoreCloudEvent;
  readonly attempt: number;
  readonly durationMs: number;
  readonly outcome: 'ok' | 'error';
  readonly error?: string;
}

/** One delivery of an event to a trigger. */
export interface Job {
  readonly trigger: FirestoreTrigger;
  readonly event: FirestoreCloudEvent;
  readonly attempt: number;
  /** Told the final outcome (after the last retry). */
  readonly done?: (error?: unknown) => void;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxRetries: 5,
  initialDelayMs: 250,
  maxDelayMs: 5_000,
};
const HISTORY_LIMIT = 5_000;

/** The queue of trigger invocations and their retries. */
export class InvocationQueue {
  private running = 0;
  private readonly queue: Job[] = [];
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private idleWaiters: (() => void)[] = [];
  private stopped = false;
  /** Finished invocations, oldest first (the last HISTORY_LIMIT). */
  readonly records: InvocationRecord[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly retryPolicy: RetryPolicy,
    private readonly log: (line: string) => void,
  ) {}

  /** Nothing running, queued or waiting for a retry. */
  isIdle(): boolean {
    return this.running === 0 && this.queue.length === 0 && this.retryTimers.size === 0;
  }

  /** Resolves when the queue is idle. */
  idle(): Promise<void> {
    return new Promise<void>((r) => {
      if (this.isIdle()) r();
      else this.idleWaiters.push(r);
    });
  }

  /** Queues a job and starts what the concurrency allows. */
  enqueue(job: Job): void {
    this.queue.push(job);
    this.pump();
  }

  /** Drops queued jobs and pending retries; running invocations finish (see `idle`). */
  stop(): void {
    this.stopped = true;
    for (const t of this.retryTimers) clearTimeout(t);
    this.retryTimers.clear();
    this.queue.length = 0;
    this.settleIdle();
  }

  private settleIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const job = this.queue.shift() as Job;
      this.running += 1;
      void this.execute(job).finally(() => {
        this.running -= 1;
        this.pump();
        this.settleIdle();
      });
    }
  }

  private async execute(job: Job): Promise<void> {
    const { trigger, event } = job;
    const started = performance.now();
    let error: unknown;
    try {
      await trigger.handler(event);
    } catch (err) {
      error = err ?? new Error('rejected without a reason');
    }
    const durationMs = performance.now() - started;
    const outcome = error === undefined ? 'ok' : 'error';
    this.records.push({
      function: trigger.name,
      document: event.document,
      event,
      attempt: job.attempt,
      durationMs,
      outcome,
      ...(error === undefined ? {} : { error: describeError(error) }),
    });
    if (this.records.length > HISTORY_LIMIT)
      this.records.splice(0, this.records.length - HISTORY_LIMIT);
    const policy = this.retryPolicy;
    const willRetry =
      error !== undefined && trigger.retry && job.attempt <= policy.maxRetries && !this.stopped;
    this.log(
      `[functions] ${trigger.name} ${trigger.event} ${event.document} #${job.attempt} ${durationMs.toFixed(1)}ms ${outcome}` +
        (error === undefined
          ? ''
          : `: ${describeError(error)}${willRetry ? ' (will retry)' : trigger.retry ? ' (retries exhausted)' : ''}`),
    );
    if (willRetry) {
      const delay = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (job.attempt - 1));
      const timer = setTimeout(() => {
        this.retryTimers.delete(timer);
        this.enqueue({ ...job, attempt: job.attempt + 1 });
        this.settleIdle();
      }, delay);
      this.retryTimers.add(timer);
      return;
    }
    job.done?.(error);
  }
}
