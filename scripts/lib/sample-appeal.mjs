// The appeal that the end-to-end tests and the appeal bench publish through the admin's call, in
// English and Swedish, running from yesterday for two months.
const DAY_MS = 86_400_000;
const dayFromToday = (days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The body of POST /api/admin/appeals that publishes the sample appeal at `slug`. */
export function sampleAppeal(slug) {
  return {
    slug,
    title: 'A well for Kamenge',
    summary: 'Clean water for 400 families.',
    content: [{ type: 'text', text: 'The village walks an hour for water.' }],
    image: '/images/stories/garden.svg',
    alt: 'A village square.',
    goal: 50_000,
    startsOn: dayFromToday(-1),
    endsOn: dayFromToday(60),
    status: 'published',
    sv: {
      title: 'En brunn i Kamenge',
      summary: 'Rent vatten för 400 familjer.',
      blocks: ['Byn går en timme efter vatten.'],
      alt: 'Ett torg i byn.',
    },
  };
}
