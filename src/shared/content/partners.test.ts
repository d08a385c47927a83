import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/catalogs.ts';
import { LOCALES } from '../i18n/locale.ts';
import { translate } from '../i18n/message.ts';
import { partners } from './partners.ts';

describe('the built-in partners', () => {
  it.each(LOCALES)(
    'are listed once each, with a description and an emblem text, in %s',
    (locale) => {
      const i18n = i18nFor(locale);
      expect(partners.length).toBeGreaterThan(0);
      expect(new Set(partners.map((p) => translate(i18n, p.name))).size).toBe(partners.length);
      for (const partner of partners) {
        expect(i18n._(partner.description).length).toBeGreaterThan(20);
        expect(i18n._(partner.imageAlt).length).toBeGreaterThan(10);
      }
    },
  );

  it('have their emblems as files of the size given', () => {
    for (const partner of partners) {
      const svg = fs.readFileSync(`public${partner.image}`, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`width="${partner.width}" height="${partner.height}"`);
    }
  });
});
