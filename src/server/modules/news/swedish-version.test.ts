import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

describe.each(testDialects)('/api/news, Swedish versions, on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  const read = async (language?: string) => {
    const headers = language ? { 'accept-language': language } : {};
    return t.app.inject({ method: 'GET', url: '/api/news', headers });
  };
  const texts = async (language?: string) =>
    (await read(language))
      .json()
      .map(({ title, lang }: { title: string; lang: string }) => ({ title, lang }));
  const send = (method: 'POST' | 'PATCH', payload: object) =>
    t.app.inject({ method, url: '/api/news', payload, headers: { cookie } });
  const english = { title: 'Harvest', content: 'A good year.' };
  const swedish = { title: 'Skörd', content: 'Ett gott år.' };

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  it('a Swedish reader gets the Swedish version, an English one the English text, in turn', async () => {
    await send('POST', { ...english, sv: swedish });
    await send('POST', { title: 'Only English', content: 'Nothing in Swedish yet.' });
    for (let round = 0; round < 2; round++) {
      expect(await texts('sv')).toEqual([
        { title: 'Only English', lang: 'en' },
        { title: 'Skörd', lang: 'sv' },
      ]);
      expect(await texts('en')).toEqual([
        { title: 'Only English', lang: 'en' },
        { title: 'Harvest', lang: 'en' },
      ]);
    }
    const swedishAnswer = await read('sv-SE,sv;q=0.9');
    expect(swedishAnswer.json()[1]).toMatchObject({ ...swedish, lang: 'sv' });
    expect(swedishAnswer.json()[1]).not.toHaveProperty('sv');
    expect(swedishAnswer.headers.vary).toMatch(/Accept-Language/);
  });

  it('the admin gets the English texts with the Swedish version beside them', async () => {
    const saved = (await send('POST', { ...english, sv: swedish })).json();
    expect(saved).toMatchObject({ ...english, lang: 'en', sv: swedish });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/news',
      headers: { cookie, 'accept-language': 'sv' },
    });
    expect(response.json()).toEqual([expect.objectContaining({ ...english, sv: swedish })]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an edit without sv keeps the version, sv: null removes it, a new one replaces it', async () => {
    const { id } = (await send('POST', { ...english, sv: swedish })).json();
    await send('PATCH', { id, ...english, content: 'Edited.' });
    expect(await texts('sv')).toEqual([{ title: 'Skörd', lang: 'sv' }]);
    await send('PATCH', { id, ...english, sv: { title: 'Skördefest', content: 'Kom!' } });
    expect(await texts('sv')).toEqual([{ title: 'Skördefest', lang: 'sv' }]);
    const cleared = await send('PATCH', { id, ...english, sv: null });
    expect(cleared.json()).not.toHaveProperty('sv');
    expect(await texts('sv')).toEqual([{ title: 'Harvest', lang: 'en' }]);
  });

  it.each([
    ['without its title', { content: 'Text' }],
    ['with a blank content', { title: 'Titel', content: '  ' }],
    ['with a title over 200 characters', { title: 'x'.repeat(201), content: 'Text' }],
    ['that is not an object', 'Skörd'],
  ])('refuses a Swedish version %s with 400 { error }, changing nothing', async (_case, sv) => {
    const { id } = (await send('POST', { ...english, sv: swedish })).json();
    const before = await texts('sv');
    for (const response of [
      await send('POST', { ...english, sv }),
      await send('PATCH', { id, ...english, sv }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.stringMatching(/^sv/) });
    }
    expect(await texts('sv')).toEqual(before);
  });

  it('a Swedish version raises the news topic, so pages with news render again', async () => {
    const { id } = (await send('POST', english)).json();
    const before = t.app.contentVersion(['news']);
    await send('PATCH', { id, ...english, sv: swedish });
    expect(t.app.contentVersion(['news'])).not.toBe(before);
  });
});
