import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('zod-without-eval', () => {
  it('lets schemas be built and parse without compiling code, which the page policy refuses', async () => {
    const compile = vi.spyOn(globalThis, 'Function');
    await import('./zod-without-eval');
    const { z } = await import('zod');
    const schema = z.object({ title: z.string(), percent: z.number().min(0).max(100) });
    expect(schema.parse({ title: 'Cafe', percent: 20 })).toEqual({ title: 'Cafe', percent: 20 });
    expect(schema.safeParse({ title: 'Cafe', percent: 200 }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });
});
