import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partners } from './partners.ts';

describe('the built-in partners', () => {
  it('are listed once each, with a description', () => {
    expect(partners.length).toBeGreaterThan(0);
    expect(new Set(partners.map((p) => p.name)).size).toBe(partners.length);
    for (const partner of partners) expect(partner.description.length).toBeGreaterThan(20);
  });

  it('have their emblems as files of the size given, with alternative text', () => {
    for (const partner of partners) {
      const svg = fs.readFileSync(`public${partner.image}`, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`width="${partner.width}" height="${partner.height}"`);
      expect(partner.imageAlt.length).toBeGreaterThan(10);
    }
  });
});
