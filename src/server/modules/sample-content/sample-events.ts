import type { EventInput } from '#shared/schemas/events.ts';

/**
 * The specification's four events, the sample events of a first start: published, with their
 * prices (SEK) and spots. Their pictures are under public/images/events/.
 */
export const sampleEvents: (EventInput & { image: string })[] = [
  {
    id: 'worship-prayer-retreat',
    title: 'Worship & Prayer Retreat',
    startDate: '2027-03-12',
    startTime: '18:00',
    endDate: '2027-03-14',
    endTime: '14:00',
    location: 'Solgården retreat centre, Sjövägen 4',
    city: 'Rättvik',
    category: 'Retreat',
    priceAdult: 0,
    priceYouth: 0,
    priceChild: 0,
    image: '/images/events/retreat.svg',
    spotsLeft: 24,
    status: 'published',
    description:
      'A quiet weekend by Lake Siljan to rest, worship and pray together for our partner churches in Burundi, Rwanda and the DR Congo. There are times of sung worship, teaching from the Psalms, guided prayer walks along the shore and plenty of room for silence.\n\nPastors from our partner churches join us by video on Saturday evening to share what God is doing in their communities. Meals are simple and shared; bring an open heart and warm clothes.',
  },
  {
    id: 'gospel-festival',
    title: 'Gospel Festival',
    startDate: '2027-05-22',
    startTime: '12:00',
    endTime: '20:00',
    location: 'Parkscenen, Slottsparken',
    city: 'Malmö',
    category: 'Festival',
    priceAdult: 0,
    priceYouth: 0,
    priceChild: 0,
    image: '/images/events/festival.svg',
    spotsLeft: 250,
    status: 'published',
    description:
      'An afternoon and evening of gospel music in the open air, with choirs from churches across southern Sweden and guest singers from our partner congregations in Rwanda and Burundi.\n\nBring a blanket and a picnic, or buy food from the stalls run by local churches. There is a children’s corner with games and crafts, and a tent where you can meet the people behind our programs.',
  },
  {
    id: 'community-food-walk',
    title: 'Community Food Walk',
    startDate: '2027-06-12',
    startTime: '11:00',
    endTime: '15:00',
    location: 'Start at Medborgarplatsen',
    city: 'Stockholm',
    category: 'Upplevelse',
    priceAdult: 150,
    priceYouth: 100,
    priceChild: 50,
    image: '/images/events/food-walk.svg',
    spotsLeft: 8,
    status: 'published',
    description:
      'A guided walk through Södermalm with tastings from East African, Congolese and Swedish kitchens along the way. Our hosts tell the stories behind the dishes, and you will hear how families in our savings groups have turned recipes into small businesses.\n\nThe walk is about four kilometres at an easy pace. Every ticket includes all the tastings; the surplus goes to our entrepreneurship and savings program.',
  },
  {
    id: 'gospel-jazz-praise',
    title: 'Gospel Jazz Praise',
    startDate: '2027-09-18',
    startTime: '19:00',
    endTime: '21:30',
    location: 'Hoppets kyrka, Storgatan 12',
    city: 'Göteborg',
    category: 'Konsert',
    priceAdult: 120,
    priceYouth: 80,
    priceChild: 60,
    image: '/images/events/jazz.svg',
    spotsLeft: 40,
    status: 'published',
    description:
      'An evening of hymns and gospel songs in jazz arrangements, with piano, saxophone and double bass, and a choir that invites you to sing along.\n\nBetween the sets we share news and pictures from our partner churches. The surplus from the evening supports the education program, which keeps children in school in Burundi and Rwanda.',
  },
];
