import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('zod as our schemas use it', () => {
  it('builds schemas and parses without compiling code, which the web page policy refuses', async () => {
    const compile = vi.spyOn(globalThis, 'Function');
    const { z } = await import('./zod.js');
    const schema = z.object({ title: z.string(), percent: z.number().min(0).max(100) });
    expect(schema.parse({ title: 'Cafe', percent: 20 })).toEqual({ title: 'Cafe', percent: 20 });
    expect(schema.safeParse({ title: 'Cafe', percent: 200 }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });
});
