import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes Zod, loaded after it, parse without compiling code', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    const compiled = vi.fn(() => {
      throw new EvalError('eval is not allowed by the CSP');
    });
    // A CSP without unsafe-eval: any new Function() throws (and the browser would report a violation).
    vi.stubGlobal('Function', compiled);
    const schema = z.object({ name: z.string().min(1), year: z.number().int() });
    for (let i = 0; i < 3; i++)
      expect(schema.parse({ name: 'GT3', year: 2024 })).toEqual({ name: 'GT3', year: 2024 });
    expect(schema.safeParse({ name: '', year: 1.5 }).success).toBe(false);
    expect(compiled).not.toHaveBeenCalled();
    expect(z.config().jitless).toBe(true);
  });
});
