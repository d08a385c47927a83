import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDialects } from '../../testing/test-db.ts';
import { migrations } from './index.ts';

const names = Object.keys(migrations);
const before011 = names.slice(0, names.indexOf('011-managed-events'));

describe.each(testDialects)('migration 011 on %s', (dialect) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(dialect, { migrate: false });
  });
  afterEach(() => t.destroy());

  it('gives a built-in event’s row its data, keeps its spots and orders, and publishes it', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    for (const name of before011) await migrations[name]!.up(db);
    const at = '2026-11-01T08:00:00.000Z';
    await t.db
      .insertInto('events')
      .values([
        { id: 'community-food-walk', spots_left: 3, updated_at: at },
        { id: 'made-up', spots_left: 7, updated_at: at },
      ] as never)
      .execute();
    await migrations['011-managed-events']!.up(db);

    const rows = await t.db.selectFrom('events').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      {
        id: 'community-food-walk',
        title: 'Community Food Walk',
        start_date: '2027-06-12',
        start_time: '11:00',
        end_date: null,
        end_time: '15:00',
        location: 'Start at Medborgarplatsen',
        city: 'Stockholm',
        category: 'Upplevelse',
        description: expect.stringContaining('Södermalm'),
        image: '/images/events/food-walk.svg',
        image_id: null,
        price_adult: 15_000,
        price_youth: 10_000,
        price_child: 5_000,
        spots_left: 3,
        status: 'published',
        created_at: at,
        updated_at: at,
      },
      expect.objectContaining({ id: 'made-up', title: 'made-up', status: 'draft', spots_left: 7 }),
    ]);
  });
});
