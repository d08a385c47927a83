import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin } from '../../testing/admin-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { filesIn, testImage } from '../../testing/uploads.ts';
import { seedSampleContent } from './seed.ts';

const SAMPLE_COUNTS = {
  news: 4,
  gallery: 6,
  testimonials: 3,
  leaders: 4,
  prayer_points: 6,
  stories: 7,
};
const NOTHING = {
  news: 0,
  gallery: 0,
  testimonials: 0,
  leaders: 0,
  prayer_points: 0,
  stories: 0,
};

// Each test renders and encodes all the sample artwork: give it time on a busy machine.
describe.each(testDialects)('sample content on %s', { timeout: 90_000 }, (dialect) => {
  let t: TestApp;
  let admin: AdminClient;

  const seed = (enabled = true) =>
    seedSampleContent({ db: t.db, files: t.files, clock: t.clock, log: t.app.log, enabled });
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
  const sampleCounts = async () => (await admin.send('GET', '/api/sample-content')).json().counts;
  /** Every stored width of every image row, as file names. */
  const expectedFiles = async () =>
    (await t.db.selectFrom('images').select(['storage_key', 'widths']).execute())
      .flatMap((image) => image.widths.split(',').map((w) => `${image.storage_key}-${w}.webp`))
      .sort();

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    admin = await signInAdmin(t);
  });
  afterEach(() => t.close());

  it('fills an empty site once, with images through the upload pipeline', async () => {
    expect(await seed()).toBe('seeded');
    expect(await sampleCounts()).toEqual(SAMPLE_COUNTS);

    const { images } = await get('/api/gallery');
    expect(images[0]).toMatchObject({
      name: 'hills-at-sunrise.png',
      width: 1600,
      height: 1067,
      srcset: expect.stringContaining('320w'),
    });
    const { testimonials } = await get('/api/testimonials');
    expect(testimonials.every((item: { image: string }) => item.image)).toBe(true);
    const { leaders } = await get('/api/leadership');
    expect(
      leaders.every((leader: { url: string; width: number }) => leader.url && leader.width),
    ).toBe(true);
    const news = await get('/api/news');
    expect(news.map((item: { updated_at: string }) => item.updated_at)).toEqual(
      [...news.map((item: { updated_at: string }) => item.updated_at)].sort().reverse(),
    );
    const { data } = await get('/api/prayer.php?action=list_current');
    expect(data.map((point: { display_order: number }) => point.display_order)).toEqual([
      10, 20, 30, 40, 50, 60,
    ]);
    expect(filesIn(t.uploadsDir)).toEqual(await expectedFiles());
    const served = await t.app.inject({ method: 'GET', url: images[0].url });
    expect(served.statusCode).toBe(200);

    expect(await seed()).toBe('already-ran');
    expect(await sampleCounts()).toEqual(SAMPLE_COUNTS);
  });

  it('never comes back once the admin has removed it', async () => {
    await seed();
    const response = await admin.send('DELETE', '/api/sample-content');
    expect(response.json()).toEqual({ success: true, removed: SAMPLE_COUNTS });
    expect(await seed()).toBe('already-ran');
    expect(await sampleCounts()).toEqual(NOTHING);
  });

  it('is off with SEED_SAMPLE_CONTENT=false, and runs on a later start when turned on', async () => {
    expect(await seed(false)).toBe('disabled');
    expect(await sampleCounts()).toEqual(NOTHING);
    expect(filesIn(t.uploadsDir)).toEqual([]);
    expect(await seed(true)).toBe('seeded');
  });

  it('leaves a site that already has content alone, but for the stories it showed built in', async () => {
    await admin.send('POST', '/api/news', { title: 'Our own', content: 'Real news' });
    expect(await seed()).toBe('existing-content');
    expect(await sampleCounts()).toEqual({ ...NOTHING, stories: 7 });
    expect(await get('/api/news')).toHaveLength(1);
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  it('gives the sample stories once to a site seeded before stories were data', async () => {
    await t.db
      .insertInto('seed_runs')
      .values({ name: 'sample-content', ran_at: 'earlier' })
      .execute();
    const own = {
      id: 'edu-1',
      title: 'Our own story',
      excerpt: 'Ours.',
      category: 'Faith',
      date: '2026-01-01',
      image: '/images/stories/choir.svg',
      alt: 'A choir',
      content: [{ type: 'text', text: 'Ours.' }],
    };
    expect((await admin.send('POST', '/api/admin/stories', own)).statusCode).toBe(201);
    expect(await seed()).toBe('already-ran');
    expect(await sampleCounts()).toEqual({ ...NOTHING, stories: 6 });
    const { stories } = (await admin.send('GET', '/api/admin/stories')).json();
    expect(stories.find((story: { id: string }) => story.id === 'edu-1').title).toBe(
      'Our own story',
    );

    await admin.send('DELETE', '/api/sample-content');
    await seed();
    expect(await sampleCounts()).toEqual(NOTHING);
  });

  it('publishes the sample stories with their pictures, and features the first', async () => {
    await seed();
    const { stories } = await get('/api/stories');
    expect(stories.map((story: { id: string }) => story.id)).toContain('edu-1');
    expect(stories.filter((story: { featured: boolean }) => story.featured)).toMatchObject([
      { id: 'edu-1', category: 'Education' },
    ]);
    expect(new Set(stories.map((story: { category: string }) => story.category)).size).toBe(5);
    const pictures = stories.flatMap((story: { image: string; content: { src?: string }[] }) => [
      story.image,
      ...story.content.flatMap((block) => (block.src ? [block.src] : [])),
    ]);
    for (const src of pictures) expect(fs.existsSync(`public${src}`), src).toBe(true);
  });

  it('runs once when two instances start together, leaving no stray files', async () => {
    const outcomes = await Promise.all([seed(), seed()]);
    expect(outcomes.sort()).toEqual(['already-ran', 'seeded']);
    expect(await sampleCounts()).toEqual(SAMPLE_COUNTS);
    expect(filesIn(t.uploadsDir)).toEqual(await expectedFiles());
  });

  describe('/api/sample-content', () => {
    it('DELETE removes every sample row and its files, keeping the admin’s own content', async () => {
      await seed();
      const uploaded = await admin.sendForm('/api/gallery', {
        image: { data: await testImage('jpeg', 400, 300), filename: 'own.jpg' },
        description: 'Our own photo',
      });
      expect(uploaded.statusCode).toBe(201);

      const response = await admin.send('DELETE', '/api/sample-content');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, removed: SAMPLE_COUNTS });
      expect(await sampleCounts()).toEqual(NOTHING);
      const { images } = await get('/api/gallery');
      expect(images.map((image: { description: string }) => image.description)).toEqual([
        'Our own photo',
      ]);
      expect(filesIn(t.uploadsDir)).toEqual(await expectedFiles());
      expect(filesIn(t.uploadsDir)).toHaveLength(2);
    });

    it('signed out, GET and DELETE answer 401 and nothing is removed', async () => {
      await seed();
      const filesBefore = filesIn(t.uploadsDir);
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: '/api/sample-content' });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      expect(await sampleCounts()).toEqual(SAMPLE_COUNTS);
      expect(filesIn(t.uploadsDir)).toEqual(filesBefore);
    });
  });
});
