/**
 * Scheduled functions: checked at each minute boundary (Cloud Scheduler fires at most once a
 * minute) against their cron schedule in their time zone, and run on demand.
 */
import type { ScheduledFunction } from './discover.js';
import { describeError } from './log.js';
import { localTime, parseSchedule } from './schedule.js';

/** Runs one scheduled function, logging the outcome; rejects with the function's error. */
export async function runScheduledJob(
  job: ScheduledFunction,
  jobName: string,
  log: (line: string) => void,
): Promise<void> {
  const started = performance.now();
  try {
    await job.run({ scheduleTime: new Date().toISOString(), jobName });
    log(
      `[functions] ${job.name} scheduled (${jobName}) ${(performance.now() - started).toFixed(1)}ms ok`,
    );
  } catch (err) {
    log(`[functions] ${job.name} scheduled (${jobName}) error: ${describeError(err)}`);
    throw err;
  }
}

/** Fires the loaded scheduled functions when their schedule matches; `stop` ends it. */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private readonly lastRun = new Map<string, number>();

  constructor(
    private readonly jobs: () => readonly ScheduledFunction[],
    private readonly log: (line: string) => void,
  ) {
    this.arm();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  private arm(): void {
    this.timer = setTimeout(() => this.tick(), 60_000 - (Date.now() % 60_000) + 50);
    this.timer.unref();
  }

  private tick(): void {
    const now = new Date();
    const minute = Math.floor(now.getTime() / 60_000);
    for (const job of this.jobs()) {
      if (this.lastRun.get(job.name) === minute) continue;
      let due: boolean;
      try {
        due = parseSchedule(job.schedule).matches(localTime(now, job.timeZone));
      } catch (err) {
        this.log(`[functions] ${job.name}: ${describeError(err)}; it runs only on demand`);
        this.lastRun.set(job.name, minute);
        continue;
      }
      if (!due) continue;
      this.lastRun.set(job.name, minute);
      void runScheduledJob(job, 'schedule', this.log).catch(() => undefined);
    }
    this.arm();
  }
}
