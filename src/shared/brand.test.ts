import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandColours } from './brand.ts';

describe('brandColours', () => {
  it('are the site stylesheet’s colours, so e-mails and cards look like the pages', () => {
    const css = fs.readFileSync(new URL('../client/styles/global.css', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(brandColours)) {
      const property = `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      expect(css, property).toContain(`${property}: ${value};`);
    }
  });
});
