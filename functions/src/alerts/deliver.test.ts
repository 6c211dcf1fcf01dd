import type { NotificationContent } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { DELIVERY_CONCURRENCY, type Delivery, deliverAll } from './deliver.js';
import { ALERTS_TIMEOUT_SECONDS, notifyDealAlerts } from './notify-deal-alerts.js';

const content = {} as NotificationContent;
const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ uid: `u${i}`, id: 'card-new-x', content }));
// The database is only handed to the default sender, which these tests replace.
const db = {} as never;

describe('deliverAll', () => {
  it('delivers to every member once, several at a time but never more than the limit', async () => {
    let running = 0;
    let most = 0;
    const seen: string[] = [];
    const outcomes: Delivery[] = ['created', 'exists', 'capped'];
    const tally = await deliverAll(db, items(100), async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      seen.push(item.uid);
      return outcomes[Number(item.uid.slice(1)) % 3] as Delivery;
    });
    expect(seen.sort()).toEqual(
      items(100)
        .map((i) => i.uid)
        .sort(),
    );
    expect(most).toBe(DELIVERY_CONCURRENCY);
    expect(tally).toEqual({ created: 34, exists: 33, capped: 33 });
  });

  it('sends nothing for nobody', async () => {
    const tally = await deliverAll(db, [], () => Promise.reject(new Error('not called')));
    expect(tally).toEqual({ created: 0, exists: 0, capped: 0 });
  });

  it('fails the run when a delivery fails, so the platform retries it', async () => {
    await expect(
      deliverAll(db, items(3), (item) =>
        item.uid === 'u1' ? Promise.reject(new Error('aborted')) : Promise.resolve('created'),
      ),
    ).rejects.toThrow('aborted');
  });
});

describe('notifyDealAlerts deployment', () => {
  it('has room beyond the default minute for a deal with many recipients', () => {
    expect(notifyDealAlerts.__endpoint).toMatchObject({ timeoutSeconds: ALERTS_TIMEOUT_SECONDS });
    expect(ALERTS_TIMEOUT_SECONDS).toBeGreaterThan(60);
  });
});
