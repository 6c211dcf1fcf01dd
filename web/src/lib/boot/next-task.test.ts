import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNextTask, nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task, not in this one', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('this task');
    await done;
    expect(order).toEqual(['this task', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledOnce();
  });
});

describe('inNextTask', () => {
  it('runs the step in the next task', async () => {
    const step = vi.fn();
    inNextTask(step);
    expect(step).not.toHaveBeenCalled();
    await nextTask();
    await nextTask();
    expect(step).toHaveBeenCalledOnce();
  });

  it('does not run the step once cancelled', async () => {
    const step = vi.fn();
    const cancel = inNextTask(step);
    cancel();
    await nextTask();
    await nextTask();
    expect(step).not.toHaveBeenCalled();
  });
});
