import type { Kysely } from 'kysely';

/**
 * Events become data the admin manages: every field of the event, its prices in öre, an
 * uploaded image and a draft/published state. Until now only the spots left were stored, for
 * the four built-in events; their rows get the rest of their data here (written out, as they
 * were built in, so that this migration never changes with the code) and are published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = (name: string) =>
    db.schema
      .alterTable('events')
      .addColumn(name, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  const ore = (name: string) =>
    db.schema
      .alterTable('events')
      .addColumn(name, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  // One column per statement: SQLite adds one at a time.
  for (const name of ['title', 'start_date', 'start_time', 'end_time', 'location', 'city']) {
    await text(name);
  }
  await db.schema.alterTable('events').addColumn('end_date', 'text').execute();
  for (const name of ['category', 'description', 'image']) await text(name);
  await db.schema
    .alterTable('events')
    .addColumn('image_id', 'integer', (col) => col.references('images.id'))
    .execute();
  for (const name of ['price_adult', 'price_youth', 'price_child']) await ore(name);
  await db.schema
    .alterTable('events')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
    .execute();
  await text('created_at');

  const events = db as unknown as Kysely<{ events: Record<string, unknown> }>;
  for (const { id, ...fields } of builtInEvents) {
    await events
      .updateTable('events')
      .set((eb) => ({ ...fields, status: 'published', created_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute();
  }
  // Rows of any other id (none were ever made) keep their spots and wait as drafts named by id.
  await events
    .updateTable('events')
    .set((eb) => ({ title: eb.ref('id'), created_at: eb.ref('updated_at') }))
    .where('title', '=', '')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'created_at',
    'status',
    'price_child',
    'price_youth',
    'price_adult',
    'image_id',
    'image',
    'description',
    'category',
    'end_date',
    'city',
    'location',
    'end_time',
    'start_time',
    'start_date',
    'title',
  ]) {
    await db.schema.alterTable('events').dropColumn(name).execute();
  }
}

/** The four events that were built into the site, as they were. */
const builtInEvents = [
  {
    id: 'worship-prayer-retreat',
    title: 'Worship & Prayer Retreat',
    start_date: '2027-03-12',
    start_time: '18:00',
    end_date: '2027-03-14',
    end_time: '14:00',
    location: 'Solgården retreat centre, Sjövägen 4',
    city: 'Rättvik',
    category: 'Retreat',
    price_adult: 0,
    price_youth: 0,
    price_child: 0,
    image: '/images/events/retreat.svg',
    description:
      'A quiet weekend by Lake Siljan to rest, worship and pray together for our partner churches in Burundi, Rwanda and the DR Congo. There are times of sung worship, teaching from the Psalms, guided prayer walks along the shore and plenty of room for silence.\n\nPastors from our partner churches join us by video on Saturday evening to share what God is doing in their communities. Meals are simple and shared; bring an open heart and warm clothes.',
  },
  {
    id: 'gospel-festival',
    title: 'Gospel Festival',
    start_date: '2027-05-22',
    start_time: '12:00',
    end_date: null,
    end_time: '20:00',
    location: 'Parkscenen, Slottsparken',
    city: 'Malmö',
    category: 'Festival',
    price_adult: 0,
    price_youth: 0,
    price_child: 0,
    image: '/images/events/festival.svg',
    description:
      'An afternoon and evening of gospel music in the open air, with choirs from churches across southern Sweden and guest singers from our partner congregations in Rwanda and Burundi.\n\nBring a blanket and a picnic, or buy food from the stalls run by local churches. There is a children’s corner with games and crafts, and a tent where you can meet the people behind our programs.',
  },
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
    price_adult: 15_000,
    price_youth: 10_000,
    price_child: 5_000,
    image: '/images/events/food-walk.svg',
    description:
      'A guided walk through Södermalm with tastings from East African, Congolese and Swedish kitchens along the way. Our hosts tell the stories behind the dishes, and you will hear how families in our savings groups have turned recipes into small businesses.\n\nThe walk is about four kilometres at an easy pace. Every ticket includes all the tastings; the surplus goes to our entrepreneurship and savings program.',
  },
  {
    id: 'gospel-jazz-praise',
    title: 'Gospel Jazz Praise',
    start_date: '2027-09-18',
    start_time: '19:00',
    end_date: null,
    end_time: '21:30',
    location: 'Hoppets kyrka, Storgatan 12',
    city: 'Göteborg',
    category: 'Konsert',
    price_adult: 12_000,
    price_youth: 8_000,
    price_child: 6_000,
    image: '/images/events/jazz.svg',
    description:
      'An evening of hymns and gospel songs in jazz arrangements, with piano, saxophone and double bass, and a choir that invites you to sing along.\n\nBetween the sets we share news and pictures from our partner churches. The surplus from the evening supports the education program, which keeps children in school in Burundi and Rwanda.',
  },
];
