import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin } from '../../testing/admin-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

const story = (overrides: Record<string, unknown> = {}) => ({
  id: 'new-well',
  title: 'A new well in Kayanza',
  excerpt: 'Clean water, close to home.',
  category: 'Community',
  date: '2026-05-01',
  image: '/images/stories/garden.svg',
  alt: 'A woman tends vegetable beds.',
  status: 'published',
  content: [
    { type: 'text', text: 'The first block.' },
    { type: 'image', src: '/images/stories/seedlings.svg', alt: 'Seedlings', caption: 'Young' },
    { type: 'text', text: 'The last block.' },
  ],
  ...overrides,
});

const swedish = {
  title: 'En ny brunn i Kayanza',
  excerpt: 'Rent vatten nära hemmet.',
  blocks: ['Det första stycket.', 'Det sista stycket.'],
};

describe.each(testDialects)('/api/stories, Swedish versions, on %s', (dialect) => {
  let t: TestApp;
  let admin: AdminClient;

  const read = (url: string, language: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  const shown = async (language: string) => (await read('/api/stories/new-well', language)).json();
  const create = (overrides: Record<string, unknown> = {}) =>
    admin.send('POST', '/api/admin/stories', story(overrides));
  const patch = (body: object) => admin.send('PATCH', '/api/admin/stories/new-well', body);

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    admin = await signInAdmin(t);
  });
  afterEach(() => t.close());

  it('a Swedish reader gets the Swedish texts over the English ones, with the same pictures', async () => {
    expect((await create({ sv: swedish })).statusCode).toBe(201);

    const { story: inSwedish } = await shown('sv-SE,sv;q=0.9');
    expect(inSwedish).toMatchObject({ title: swedish.title, excerpt: swedish.excerpt, lang: 'sv' });
    // The pictures' texts have no Swedish version here: English, and marked so.
    expect(inSwedish).toMatchObject({ alt: story().alt, altLang: 'en' });
    expect(inSwedish.content).toEqual([
      { type: 'text', text: 'Det första stycket.' },
      {
        type: 'image',
        src: '/images/stories/seedlings.svg',
        alt: 'Seedlings',
        caption: 'Young',
        altLang: 'en',
        captionLang: 'en',
      },
      { type: 'text', text: 'Det sista stycket.' },
    ]);
    expect(inSwedish).not.toHaveProperty('sv');

    const list = await read('/api/stories', 'sv');
    expect(list.json().stories[0]).toMatchObject({ title: swedish.title, lang: 'sv' });
    expect(list.headers.vary).toMatch(/Accept-Language/);

    expect((await shown('en')).story).toMatchObject({ title: story().title, lang: 'en' });
  });

  it("a version's cover alt text and picture texts replace the English ones; one left empty stays English", async () => {
    const twoPictures = story({
      content: [
        ...story().content,
        { type: 'image', src: '/images/stories/garden.svg', alt: 'A garden', caption: 'Beans' },
      ],
    });
    const sv = {
      ...swedish,
      alt: 'En kvinna sköter grönsaksland.',
      pictures: [{ alt: 'Plantor', caption: '' }, { caption: 'Bönor' }],
    };
    expect((await create({ ...twoPictures, sv })).statusCode).toBe(201);

    const { story: inSwedish } = await shown('sv');
    expect(inSwedish).toMatchObject({ alt: sv.alt });
    expect(inSwedish).not.toHaveProperty('altLang');
    expect(inSwedish.content.filter((block: { type: string }) => block.type === 'image')).toEqual([
      {
        type: 'image',
        src: '/images/stories/seedlings.svg',
        alt: 'Plantor',
        caption: 'Young',
        captionLang: 'en',
      },
      {
        type: 'image',
        src: '/images/stories/garden.svg',
        alt: 'A garden',
        altLang: 'en',
        caption: 'Bönor',
      },
    ]);
    expect((await shown('en')).story.content[1]).toEqual(story().content[1]);
  });

  it('a story without a version is English on a Swedish page, marked so', async () => {
    await create();
    expect((await shown('sv')).story).toMatchObject({ title: story().title, lang: 'en' });
  });

  it('the admin gets the English texts with the version beside them', async () => {
    const created = (await create({ sv: swedish })).json().story;
    expect(created).toMatchObject({ title: story().title, sv: swedish });
    const [listed] = (await admin.send('GET', '/api/admin/stories')).json().stories;
    expect(listed).toMatchObject({ title: story().title, lang: 'en', sv: swedish });
  });

  it('an edit without sv keeps the version, sv: null removes it, a new one replaces it', async () => {
    await create({ sv: swedish });
    await patch({ status: 'published', title: 'A well' });
    expect((await shown('sv')).story.title).toBe(swedish.title);

    const replaced = { ...swedish, title: 'En brunn' };
    expect((await patch({ sv: replaced })).json().story.sv).toEqual(replaced);
    expect((await shown('sv')).story.title).toBe('En brunn');

    const cleared = await patch({ sv: null });
    expect(cleared.json().story).not.toHaveProperty('sv');
    expect((await shown('sv')).story).toMatchObject({ title: 'A well', lang: 'en' });
  });

  it.each([
    ['without its title', { excerpt: 'Text', blocks: ['Ett', 'Två'] }],
    ['with a blank block text', { ...swedish, blocks: ['Ett', '  '] }],
    ['with one block text too few', { ...swedish, blocks: ['Ett'] }],
    ['with one block text too many', { ...swedish, blocks: ['Ett', 'Två', 'Tre'] }],
    ['with picture texts for two pictures when there is one', { ...swedish, pictures: [{}, {}] }],
    ['with a picture alt text too long', { ...swedish, pictures: [{ alt: 'x'.repeat(301) }] }],
    ['that is not an object', 'Brunnen'],
  ])('refuses a Swedish version %s with 400 { error }, changing nothing', async (_case, sv) => {
    await create({ sv: swedish });
    const before = await shown('sv');
    for (const response of [await create({ id: 'other-well', sv }), await patch({ sv })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.stringMatching(/^sv/) });
    }
    expect(await shown('sv')).toEqual(before);
    expect((await read('/api/stories', 'sv')).json().stories).toHaveLength(1);
  });

  it('refuses new text blocks without their Swedish texts, changing nothing', async () => {
    await create({ sv: swedish });
    const content = [...story().content, { type: 'text', text: 'One more block.' }];
    const response = await patch({ content });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringMatching(/^sv/) });
    expect((await shown('en')).story.content).toHaveLength(3);

    const fitted = await patch({
      content,
      sv: { ...swedish, blocks: [...swedish.blocks, 'Ett till.'] },
    });
    expect(fitted.statusCode).toBe(200);
    expect((await shown('sv')).story.content[3]).toEqual({ type: 'text', text: 'Ett till.' });
  });

  it('a Swedish version raises the stories topic', async () => {
    await create();
    const before = t.app.contentVersion(['stories']);
    await patch({ sv: swedish });
    expect(t.app.contentVersion(['stories'])).not.toBe(before);
  });
});
