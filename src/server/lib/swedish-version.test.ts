import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin } from '../testing/admin-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDialects } from '../testing/test-db.ts';
import { testImage } from '../testing/uploads.ts';

type Item = { id: number; lang?: string; sv?: object } & Record<string, unknown>;

/**
 * How each kind of managed content (news has its own file) is added, changed and listed, so
 * that one set of tests shows its Swedish version works the same way for all of them.
 */
interface Kind {
  name: string;
  /** The field that shows which language an item is in. */
  text: string;
  english: Record<string, string>;
  swedish: Record<string, string>;
  /** A Swedish version that misses a required field. */
  incomplete: Record<string, string>;
  list(t: TestApp, headers: Record<string, string>): Promise<Item[]>;
  add(admin: AdminClient, sv: unknown): Promise<{ statusCode: number; json(): Item }>;
  change(admin: AdminClient, id: number, sv: unknown): Promise<{ statusCode: number }>;
}

const get = async (t: TestApp, url: string, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url, headers })).json();

/** A person with an optional portrait, posted as a multipart form (sv as JSON text). */
const personKind = (
  name: string,
  url: string,
  key: string,
  english: Record<string, string>,
  swedish: Record<string, string>,
  editField: Record<string, string>,
): Kind => ({
  name,
  text: 'role',
  english,
  swedish,
  incomplete: { role: swedish.role! },
  list: async (t, headers) => (await get(t, url, headers))[key],
  add: (admin, sv) => admin.sendForm(url, { ...english, ...svPart(sv) }),
  change: (admin, id, sv) =>
    admin.sendForm(url, { ...english, ...editField, id: String(id), ...svPart(sv) }),
});

/** The `sv` part of a form: JSON text, '' for none, no part to leave the version as it is. */
const svPart = (sv: unknown): Record<string, string> =>
  sv === undefined ? {} : { sv: sv === null ? '' : JSON.stringify(sv) };

const prayerPoint = { title: 'Rain', content: 'For the planting season.', tag: 'Farming' };

const kinds: Kind[] = [
  {
    name: 'prayer points',
    text: 'title',
    english: prayerPoint,
    swedish: { title: 'Regn', content: 'För sådden.', tag: 'Jordbruk' },
    incomplete: { title: 'Regn' },
    list: async (t, headers) => (await get(t, '/api/prayer.php?action=list_current', headers)).data,
    add: (admin, sv) =>
      admin.send('POST', '/api/prayer.php', { action: 'add', ...prayerPoint, sv }),
    change: (admin, id, sv) =>
      admin.send('POST', '/api/prayer.php', { action: 'update', id, ...prayerPoint, sv }),
  },
  {
    name: 'gallery pictures',
    text: 'description',
    english: { description: 'Harvest day' },
    swedish: { description: 'Skördedag' },
    incomplete: { description: ' ' },
    list: async (t, headers) => (await get(t, '/api/gallery', headers)).images,
    add: async (admin, sv) =>
      admin.sendForm('/api/gallery', {
        image: { data: await testImage('jpeg', 400, 300), filename: 'harvest.jpg' },
        description: 'Harvest day',
        ...svPart(sv),
      }),
    change: (admin, id, sv) =>
      admin.send('PATCH', '/api/gallery', { id, description: 'Harvest day', sv }),
  },
  personKind(
    'testimonials',
    '/api/testimonials',
    'testimonials',
    { name: 'Grace', role: 'Farmer', quote: 'The seeds changed our year.' },
    { role: 'Bonde', quote: 'Fröna förändrade vårt år.' },
    { _method: 'PUT' },
  ),
  personKind(
    'leaders',
    '/api/leadership',
    'leaders',
    { name: 'Amos', role: 'Programme Manager', bio: 'Agronomist.' },
    { role: 'Programansvarig', bio: 'Agronom.' },
    {},
  ),
];

describe.each(testDialects)('Swedish versions of managed content on %s', (dialect) => {
  let t: TestApp;
  let admin: AdminClient;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    admin = await signInAdmin(t);
  });
  afterEach(() => t.close());

  describe.each(kinds)('$name', (kind) => {
    const read = async (language: string) => {
      const items = await kind.list(t, { 'accept-language': language });
      return items.map((item) => ({ text: item[kind.text], lang: item.lang }));
    };

    it('answers each language in turn, the English text marked where there is no version', async () => {
      const added = await kind.add(admin, kind.swedish);
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ lang: 'en', sv: kind.swedish });
      await kind.add(admin, null);
      const english = kind.english[kind.text];
      const swedish = kind.swedish[kind.text];
      for (let round = 0; round < 2; round++) {
        const inSwedish = await read('sv');
        expect(inSwedish).toHaveLength(2);
        expect(inSwedish).toEqual(
          expect.arrayContaining([
            { text: swedish, lang: 'sv' },
            { text: english, lang: 'en' },
          ]),
        );
        expect(await read('en')).toEqual([
          { text: english, lang: 'en' },
          { text: english, lang: 'en' },
        ]);
      }
      const asAdmin = await kind.list(t, { cookie: admin.cookie, 'accept-language': 'sv' });
      expect(asAdmin.find((item) => item.sv)).toMatchObject({ ...kind.english, sv: kind.swedish });
    });

    it('a change without sv keeps the version, sv: null removes it', async () => {
      const { id } = (await kind.add(admin, kind.swedish)).json();
      const before = t.app.contentVersion(['news', 'gallery', 'testimonials', 'leaders', 'prayer']);
      expect((await kind.change(admin, id, undefined)).statusCode).toBe(200);
      expect(await read('sv')).toEqual([{ text: kind.swedish[kind.text], lang: 'sv' }]);
      expect((await kind.change(admin, id, null)).statusCode).toBe(200);
      expect(await read('sv')).toEqual([{ text: kind.english[kind.text], lang: 'en' }]);
      const after = t.app.contentVersion(['news', 'gallery', 'testimonials', 'leaders', 'prayer']);
      expect(after).not.toBe(before);
    });

    it('refuses an incomplete Swedish version with 400 { error }, changing nothing', async () => {
      const { id } = (await kind.add(admin, kind.swedish)).json();
      const refused = await kind.change(admin, id, kind.incomplete);
      expect(refused.statusCode).toBe(400);
      expect((await kind.add(admin, kind.incomplete)).statusCode).toBe(400);
      expect(await read('sv')).toEqual([{ text: kind.swedish[kind.text], lang: 'sv' }]);
    });
  });
});
