import { describe, expect, it } from 'vitest';
import { adminListTest } from '../../testing/admin-client.ts';
import { testDialects } from '../../testing/test-db.ts';
import { filesIn, testImage } from '../../testing/uploads.ts';

// Adding, editing, the image and deleting: images/optional-image-routes.test.ts.
describe.each(testDialects)('/api/leadership on %s', (dialect) => {
  const app = adminListTest(dialect, '/api/leadership');
  const { list, post } = app;
  const fields = { name: 'Grace', role: 'Programme Manager', bio: 'Agronomist.' };

  it('POST with an empty id field adds (the add form of the shared editor)', async () => {
    const response = await post({ id: '', ...fields });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ url: null, srcset: null, width: null, height: null });
  });

  it('POST with a non-empty id edits that leader (no _method needed)', async () => {
    const saved = (await post(fields)).json();
    const response = await post({ id: String(saved.id), ...fields, bio: 'New.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...saved, bio: 'New.' });
    expect((await list()).leaders).toHaveLength(1);
  });

  it('POST refuses bad fields with 400 { error }, storing nothing', async () => {
    const portrait = { data: await testImage('jpeg', 900, 900), filename: 'g.jpg' };
    const bad: Record<string, string>[] = [
      { role: 'r', bio: 'b' },
      { name: 'n', role: 'r', bio: ' ' },
      { name: 'n', role: 'r', bio: 'x'.repeat(5_001) },
    ];
    for (const parts of bad) {
      const response = await post({ ...parts, image: portrait });
      expect(response.statusCode, JSON.stringify(Object.keys(parts))).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await list()).toEqual({ leaders: [] });
    expect(filesIn(app.t.uploadsDir)).toEqual([]);
  });
});
