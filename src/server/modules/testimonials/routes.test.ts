import { describe, expect, it } from 'vitest';
import { adminListTest } from '../../testing/admin-client.ts';
import { testDialects } from '../../testing/test-db.ts';
import { filesIn, testImage } from '../../testing/uploads.ts';

// Adding, editing, the image and deleting: images/optional-image-routes.test.ts.
describe.each(testDialects)('/api/testimonials on %s', (dialect) => {
  const app = adminListTest(dialect, '/api/testimonials');
  const { list, post } = app;
  const fields = { name: 'Aline', role: 'Savings group member', quote: 'Now we plan.' };

  it('POST with _method=PUT updates; without it, the same form adds another', async () => {
    const saved = (await post(fields)).json();
    const updated = await post({ _method: 'put', id: String(saved.id), ...fields, quote: 'New' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: saved.id, quote: 'New', image: null });
    const added = await post({ id: String(saved.id), ...fields });
    expect(added.statusCode).toBe(201);
    expect((await list()).testimonials).toHaveLength(2);
  });

  it('POST with _method=PUT and no id answers 400', async () => {
    const response = await post({ _method: 'PUT', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['no name', { role: 'r', quote: 'q' }],
    ['a blank role', { name: 'n', role: ' ', quote: 'q' }],
    ['no quote', { name: 'n', role: 'r' }],
    ['a quote over 2,000 characters', { name: 'n', role: 'r', quote: 'x'.repeat(2_001) }],
    ['a name over 120 characters', { name: 'x'.repeat(121), role: 'r', quote: 'q' }],
  ])('POST refuses %s with 400 { error }, storing nothing', async (_case, parts) => {
    const portrait = { data: await testImage('png', 500, 500), filename: 'me.png' };
    const response = await post({ ...parts, image: portrait });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await list()).toEqual({ testimonials: [] });
    expect(filesIn(app.t.uploadsDir)).toEqual([]);
  });
});
