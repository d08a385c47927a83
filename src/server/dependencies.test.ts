import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('the production dependencies', () => {
  it('hold no tool the running site does not use: its logs are JSON lines, never pretty-printed', () => {
    expect(Object.keys(manifest.dependencies)).not.toContain('pino-pretty');
  });
});
