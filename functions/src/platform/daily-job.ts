import { pakistanDate } from '@deals/shared';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { clockNow, REGION } from './config.js';

/**
 * A job run every day at `time` (Pakistan time, retried up to three times) for that day's
 * Pakistan date; it logs `message` with the date and the count the job returns under `countKey`.
 * The day comes from the clock, not the job's scheduleTime: the triggers judge dates by the same
 * clock, and a late or retried run must still act on today.
 */
export function dailyJob(
  time: string,
  message: string,
  countKey: string,
  job: (today: string) => Promise<number>,
) {
  return onSchedule(
    { schedule: `every day ${time}`, timeZone: 'Asia/Karachi', region: REGION, retryCount: 3 },
    async () => {
      const today = pakistanDate(clockNow());
      const count = await job(today);
      logger.info(message, { today, [countKey]: count });
    },
  );
}
