import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventInput } from '#shared/schemas/events.ts';
import { type AdminClient, signInAdmin } from '../../testing/admin-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

// The test clock says 2026-01-15.
const concert: EventInput = {
  id: 'spring-concert',
  title: 'Spring Concert',
  category: 'Konsert',
  startDate: '2026-03-20',
  startTime: '19:00',
  endTime: '21:00',
  location: 'Hoppets kyrka',
  city: 'Göteborg',
  description: 'Songs of spring.',
  priceAdult: 100,
  priceYouth: 50,
  priceChild: 0,
  spotsLeft: 50,
  status: 'published',
};
const swedish = { title: 'Vårkonsert', description: 'Vårens sånger.' };

describe.each(testDialects)('Swedish versions of events on %s', (dialect) => {
  let t: TestApp;
  let admin: AdminClient;
  const read = async (url: string, language: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } })).json();
  const shown = async (language: string) => {
    const { event } = await read('/api/events/spring-concert', language);
    const { events } = await read('/api/events', language);
    return { one: pick(event), list: events.map(pick) };
  };
  const pick = ({ title, description, lang }: Record<string, string>) => ({
    title,
    description,
    lang,
  });

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    admin = await signInAdmin(t);
  });
  afterEach(() => t.close());

  it('a Swedish reader gets the version, an English one the English texts, one after the other', async () => {
    const created = await admin.send('POST', '/api/admin/events', { ...concert, sv: swedish });
    expect(created.json().event).toMatchObject({
      title: 'Spring Concert',
      lang: 'en',
      sv: swedish,
    });
    const inSwedish = { ...swedish, lang: 'sv' };
    const inEnglish = { title: 'Spring Concert', description: 'Songs of spring.', lang: 'en' };
    for (let round = 0; round < 2; round++) {
      expect(await shown('sv')).toEqual({ one: inSwedish, list: [inSwedish] });
      expect(await shown('en')).toEqual({ one: inEnglish, list: [inEnglish] });
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.headers.vary).toMatch(/Accept-Language/);
    const { events } = (await admin.send('GET', '/api/admin/events')).json();
    expect(events[0]).toMatchObject({ title: 'Spring Concert', sv: swedish });
  });

  it('a change leaves the version as it is unless it sends sv; null removes it', async () => {
    await admin.send('POST', '/api/admin/events', concert);
    expect((await shown('sv')).one.lang).toBe('en');
    const before = t.app.contentVersion(['events']);
    const patch = (fields: object) =>
      admin.send('PATCH', '/api/admin/events/spring-concert', fields);
    expect((await patch({ sv: swedish })).statusCode).toBe(200);
    expect(t.app.contentVersion(['events'])).not.toBe(before);
    expect((await patch({ spotsLeft: 40 })).statusCode).toBe(200);
    expect((await shown('sv')).one).toEqual({ ...swedish, lang: 'sv' });
    const cleared = await patch({ sv: null });
    expect(cleared.json().event).not.toHaveProperty('sv');
    expect((await shown('sv')).one.lang).toBe('en');
  });

  it('refuses an incomplete Swedish version with 400 { error }, changing nothing', async () => {
    await admin.send('POST', '/api/admin/events', { ...concert, sv: swedish });
    for (const sv of [{ title: 'Vårkonsert' }, { title: ' ', description: 'Text' }, 'Vårkonsert']) {
      const response = await admin.send('PATCH', '/api/admin/events/spring-concert', { sv });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.stringMatching(/^sv/) });
    }
    const refused = await admin.send('POST', '/api/admin/events', {
      ...concert,
      id: 'other',
      sv: { description: 'Text' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await shown('sv')).one).toEqual({ ...swedish, lang: 'sv' });
  });
});
