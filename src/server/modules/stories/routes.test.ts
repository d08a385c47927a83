import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin } from '../../testing/admin-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { filesIn, testImage } from '../../testing/uploads.ts';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

const story = (overrides: Record<string, unknown> = {}) => ({
  id: 'new-well',
  title: 'A new well in Kayanza',
  excerpt: 'Clean water, close to home.',
  category: 'Community',
  date: '2026-05-01',
  tags: ['Burundi', 'water'],
  image: '/images/stories/garden.svg',
  alt: 'A woman tends vegetable beds.',
  content: [
    { type: 'text', text: 'The first block.' },
    { type: 'image', src: '/images/stories/seedlings.svg', alt: 'Seedlings', caption: 'Young' },
    { type: 'text', text: 'The last block.' },
  ],
  ...overrides,
});

describe.each(testDialects)('/api/stories on %s', (dialect) => {
  let t: TestApp;
  let admin: AdminClient;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const publicIds = async () =>
    (await get('/api/stories')).json().stories.map((s: { id: string }) => s.id);
  const create = (overrides: Record<string, unknown> = {}) =>
    admin.send('POST', '/api/admin/stories', story(overrides));
  const patch = (id: string, body: object) => admin.send('PATCH', `/api/admin/stories/${id}`, body);
  const version = () => t.app.contentVersion(['stories']);
  const upload = async () =>
    admin.sendForm('/api/admin/stories/images', {
      image: { data: await testImage('jpeg', 900, 600), filename: 'photo.jpg' },
    });

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    admin = await signInAdmin(t);
  });
  afterEach(() => t.close());

  it('creates a draft the public cannot see, then publishes it', async () => {
    const created = await create();
    expect(created.statusCode).toBe(201);
    expect(created.json().story).toMatchObject({
      id: 'new-well',
      status: 'draft',
      featured: false,
      readTime: 1,
      tags: ['Burundi', 'water'],
      createdAt: '2026-01-15T10:00:00.000Z',
    });
    expect(await publicIds()).toEqual([]);
    expect((await get('/api/stories/new-well')).statusCode).toBe(404);
    expect((await get('/api/stories/new-well')).json()).toEqual({ error: 'Story not found.' });

    const published = await patch('new-well', { status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(published.json().story.title).toBe('A new well in Kayanza');
    const { story: shown } = (await get('/api/stories/new-well')).json();
    expect(shown).toEqual({
      id: 'new-well',
      title: 'A new well in Kayanza',
      excerpt: 'Clean water, close to home.',
      image: '/images/stories/garden.svg',
      alt: 'A woman tends vegetable beds.',
      category: 'Community',
      readTime: 1,
      date: '2026-05-01',
      tags: ['Burundi', 'water'],
      content: story().content,
      featured: false,
      lang: 'en',
    });
    expect((await admin.send('GET', '/api/admin/stories')).json().stories).toHaveLength(1);
  });

  it('lists published stories newest date first, keeping each story’s block order', async () => {
    await create({ id: 'older', date: '2025-01-01', status: 'published' });
    await create({ id: 'newest', date: '2026-12-24', status: 'published' });
    await create({ id: 'hidden', date: '2027-01-01' });
    expect(await publicIds()).toEqual(['newest', 'older']);

    const reordered = [...story().content].reverse();
    await patch('older', { content: reordered });
    expect((await get('/api/stories/older')).json().story.content).toEqual(reordered);
  });

  it('computes the read time from the text, about 200 words a minute', async () => {
    const content = [
      { type: 'text', text: words(500) },
      { type: 'text', text: words(395) },
    ];
    const { story: saved } = (await create({ content, status: 'published' })).json();
    expect(saved.readTime).toBe(5);
    expect((await patch('new-well', { readTime: 40 })).json().story.readTime).toBe(5);
  });

  it('features one story at a time', async () => {
    await create({ id: 'first', status: 'published', featured: true });
    await create({ id: 'second', status: 'published' });
    await patch('second', { featured: true });
    const featured = (await get('/api/stories'))
      .json()
      .stories.filter((s: { featured: boolean }) => s.featured);
    expect(featured.map((s: { id: string }) => s.id)).toEqual(['second']);
    await create({ id: 'third', status: 'published', featured: true });
    const all = (await admin.send('GET', '/api/admin/stories')).json().stories;
    expect(
      all.filter((s: { featured: boolean }) => s.featured).map((s: { id: string }) => s.id),
    ).toEqual(['third']);
  });

  it('answers the featured story without its text: the marked one, else the newest', async () => {
    const featured = async () => (await get('/api/featured-story')).json().story;
    expect(await featured()).toBeNull();
    await create({ id: 'older', status: 'published', date: '2026-04-01' });
    await create({ id: 'newer', status: 'published', date: '2026-05-01' });
    await create({ id: 'draft', date: '2026-06-01', featured: true });
    expect(await featured()).toMatchObject({ id: 'newer', featured: false });
    expect(await featured()).not.toHaveProperty('content');
    await patch('older', { featured: true });
    expect(await featured()).toMatchObject({ id: 'older', title: 'A new well in Kayanza' });
  });

  it('refuses a slug that is taken with 409, on create and on rename', async () => {
    await create({ id: 'taken' });
    await create({ id: 'other' });
    const again = await create({ id: 'taken', title: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'id: A story with that slug already exists.' });
    const rename = await patch('other', { id: 'taken' });
    expect(rename.statusCode).toBe(409);
    const renamed = await patch('other', { id: 'other-renamed', status: 'published' });
    expect(renamed.json().story.id).toBe('other-renamed');
    expect(await publicIds()).toEqual(['other-renamed']);
  });

  it.each([
    ['id', { id: 'Not A Slug' }],
    ['id', { id: 'double--hyphen' }],
    ['title', { title: '  ' }],
    ['title', { title: 'x'.repeat(201) }],
    ['excerpt', { excerpt: 'x'.repeat(1_001) }],
    ['category', { category: 'Sports' }],
    ['date', { date: '2026-02-30' }],
    ['date', { date: '1 May 2026' }],
    ['tags', { tags: Array.from({ length: 9 }, (_, i) => `tag${i}`) }],
    ['tags.0', { tags: ['x'.repeat(41)] }],
    ['image', { image: '' }],
    ['image', { image: 'javascript:alert(1)' }],
    ['image', { image: '/uploads/not-an-upload.webp' }],
    ['alt', { alt: '' }],
    ['content', { content: [] }],
    ['content', { content: Array.from({ length: 51 }, () => ({ type: 'text', text: 'a' })) }],
    ['content.0.text', { content: [{ type: 'text', text: ' ' }] }],
    ['content.0.text', { content: [{ type: 'text', text: 'x'.repeat(5_001) }] }],
    ['content.0.alt', { content: [{ type: 'image', src: '/images/stories/garden.svg', alt: '' }] }],
    ['content.0.src', { content: [{ type: 'image', src: '/uploads/abc.webp', alt: 'A' }] }],
    [
      'content.0.caption',
      {
        content: [
          { type: 'image', src: '/images/stories/garden.svg', alt: 'A', caption: 'x'.repeat(301) },
        ],
      },
    ],
    ['content.0', { content: [{ type: 'video', src: 'x' }] }],
    ['status', { status: 'hidden' }],
    ['featured', { featured: 'yes' }],
  ])('refuses a bad %s with 400 naming the field, storing nothing', async (field, overrides) => {
    const before = version();
    const response = await create(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(
      new RegExp(`^${field.replaceAll('.', '\\.')}(\\.[a-z]+)?: `),
    );
    expect((await admin.send('GET', '/api/admin/stories')).json().stories).toEqual([]);
    expect(version()).toBe(before);
  });

  it('signed out, every admin call answers 401 and changes nothing', async () => {
    await create({ id: 'kept', status: 'published' });
    admin.cookie = '';
    for (const response of [
      await admin.send('GET', '/api/admin/stories'),
      await create({ id: 'another' }),
      await patch('kept', { title: 'Changed' }),
      await admin.send('DELETE', '/api/admin/stories/kept'),
      await upload(),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect((await get('/api/stories/kept')).json().story.title).toBe('A new well in Kayanza');
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  it('raises the stories’ content version on every change, and not on a refusal', async () => {
    const start = version();
    await create();
    const afterCreate = version();
    expect(afterCreate).not.toBe(start);
    await patch('new-well', { status: 'published' });
    const afterPatch = version();
    expect(afterPatch).not.toBe(afterCreate);
    await patch('missing', { status: 'published' });
    expect(version()).toBe(afterPatch);
    await admin.send('DELETE', '/api/admin/stories/new-well');
    expect(version()).not.toBe(afterPatch);
  });

  it('answers 404 for a story that does not exist', async () => {
    for (const response of [
      await patch('missing', { title: 'T' }),
      await admin.send('DELETE', '/api/admin/stories/missing'),
      await get('/api/stories/missing'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Story not found.' });
    }
  });

  it('takes uploaded images for the cover and blocks, and deletes them with the story', async () => {
    const cover = (await upload()).json();
    const picture = await upload();
    expect(picture.statusCode).toBe(201);
    const block = picture.json();
    expect(block).toEqual({
      src: expect.stringMatching(/^\/uploads\/.+\.webp$/),
      width: 900,
      height: 600,
    });
    expect((await get(block.src)).statusCode).toBe(200);

    const content = [{ type: 'image', src: block.src, alt: 'A photo' }];
    const created = await create({ image: cover.src, content });
    expect(created.statusCode).toBe(201);
    const stored = filesIn(t.uploadsDir);
    expect(stored.length).toBeGreaterThan(2);

    // The block's picture goes when the block does; the cover stays.
    await patch('new-well', { content: [{ type: 'text', text: 'Words only.' }] });
    const afterEdit = filesIn(t.uploadsDir);
    expect(afterEdit.length).toBeLessThan(stored.length);
    expect(afterEdit.some((file) => cover.src.includes(file.split('-')[0]))).toBe(true);

    await admin.send('DELETE', '/api/admin/stories/new-well');
    expect(filesIn(t.uploadsDir)).toEqual([]);
    expect(await t.db.selectFrom('images').select('id').execute()).toEqual([]);
  });

  it('answers an uploaded picture’s other widths and size; an illustration has none', async () => {
    const cover = (await upload()).json();
    const picture = (await upload()).json();
    const content = [
      { type: 'image', src: picture.src, alt: 'A photo' },
      { type: 'image', src: '/images/stories/seedlings.svg', alt: 'Seedlings' },
    ];
    await create({ image: cover.src, content, status: 'published' });
    const srcsetOf = (src: string) => {
      const base = src.replace('-900.webp', '');
      return [320, 640, 768, 900].map((width) => `${base}-${width}.webp ${width}w`).join(', ');
    };

    const { story: shown } = (await get('/api/stories/new-well')).json();
    expect(shown.imageSrcset).toBe(srcsetOf(cover.src));
    expect(shown.content).toEqual([
      {
        type: 'image',
        src: picture.src,
        alt: 'A photo',
        srcset: srcsetOf(picture.src),
        width: 900,
        height: 600,
      },
      { type: 'image', src: '/images/stories/seedlings.svg', alt: 'Seedlings' },
    ]);
    expect((await get('/api/stories')).json().stories[0]).toEqual(shown);
    expect((await get('/api/featured-story')).json().story.imageSrcset).toBe(srcsetOf(cover.src));

    await create({ id: 'drawn', date: '2026-06-01', status: 'published' });
    expect((await get('/api/stories/drawn')).json().story).not.toHaveProperty('imageSrcset');
  });

  it('refuses an upload that is not an image', async () => {
    const response = await admin.sendForm('/api/admin/stories/images', {
      image: { data: Buffer.from('not an image'), filename: 'x.jpg' },
    });
    expect(response.statusCode).toBe(415);
    const none = await admin.sendForm('/api/admin/stories/images', { note: 'no file' });
    expect(none.statusCode).toBe(400);
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });
});
