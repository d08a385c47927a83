import type { Event } from '#shared/content/events.ts';

const FREE = { adult: 0, youth: 0, child: 0 };
const common = { description: 'About the event.\n\nMore about it.', past: false };

/** For tests: the four sample events as GET /api/events answers them. */
export const fixtureEvents: Event[] = [
  {
    ...common,
    id: 'worship-prayer-retreat',
    title: 'Worship & Prayer Retreat',
    startDate: '2027-03-12',
    startTime: '18:00',
    endDate: '2027-03-14',
    endTime: '14:00',
    location: 'Solgården retreat centre, Sjövägen 4',
    city: 'Rättvik',
    category: 'Retreat',
    price: 0,
    ticketPrices: FREE,
    image: '/images/events/retreat.svg',
    spotsLeft: 24,
  },
  {
    ...common,
    id: 'gospel-festival',
    title: 'Gospel Festival',
    startDate: '2027-05-22',
    startTime: '12:00',
    endTime: '20:00',
    location: 'Parkscenen, Slottsparken',
    city: 'Malmö',
    category: 'Festival',
    price: 0,
    ticketPrices: FREE,
    image: '/images/events/festival.svg',
    spotsLeft: 250,
  },
  {
    ...common,
    id: 'community-food-walk',
    title: 'Community Food Walk',
    startDate: '2027-06-12',
    startTime: '11:00',
    endTime: '15:00',
    location: 'Start at Medborgarplatsen',
    city: 'Stockholm',
    category: 'Upplevelse',
    price: 150,
    ticketPrices: { adult: 150, youth: 100, child: 50 },
    image: '/images/events/food-walk.svg',
    spotsLeft: 8,
  },
  {
    ...common,
    id: 'gospel-jazz-praise',
    title: 'Gospel Jazz Praise',
    startDate: '2027-09-18',
    startTime: '19:00',
    endTime: '21:30',
    location: 'Hoppets kyrka, Storgatan 12',
    city: 'Göteborg',
    category: 'Konsert',
    price: 120,
    ticketPrices: { adult: 120, youth: 80, child: 60 },
    image: '/images/events/jazz.svg',
    spotsLeft: 40,
  },
];

export const fixtureWalk = fixtureEvents[2]!;
