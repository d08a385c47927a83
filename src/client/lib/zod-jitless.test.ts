import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off the compiled parsers of the Zod the page loads later', async () => {
    await import('./zod-jitless.ts');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
