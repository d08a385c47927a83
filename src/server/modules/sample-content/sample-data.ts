import { artwork } from './artwork.ts';

/**
 * The sample content a fresh install starts with: written as the charity might write it, so
 * the site looks like itself from the first start. Every row is marked `is_sample` and can be
 * removed one by one or all at once (DELETE /api/sample-content).
 */

const DAY = 24 * 60 * 60 * 1000;

export const sampleNews = [
  {
    ageMs: 2 * DAY,
    title: 'Forty new savings groups in Gitega',
    content:
      'This spring forty new savings groups started meeting in the hills around Gitega, each with twenty to twenty-five members. Every week they put a little aside, lend to one another for seed, goats and small shops, and pray together before they close the cash box.\n\nMany of the members are mothers who had never held a bank account. "Now we plan instead of worry," one of them told our partner pastor. Thank you to everyone whose gifts paid for the training and the first ledgers.',
  },
  {
    ageMs: 9 * DAY,
    title: 'Back to school: 200 children in class',
    content:
      'The new school year has begun, and 200 children supported through our partner churches in Burundi and Rwanda are back in class with uniforms, books and paid school fees.\n\nTeachers from the churches follow each child through the year and visit the families at home. When a child falls behind, a volunteer from the congregation helps with homework in the church hall in the afternoons.',
  },
  {
    ageMs: 23 * DAY,
    title: 'The demonstration gardens bring in their first harvest',
    content:
      'Sixty demonstration gardens planted with bio-intensive methods have brought in their first harvest: beans, amaranth, cabbage and sweet potatoes from deep-dug beds that hold water through the dry weeks.\n\nFamilies who learned the method in the gardens are now copying it at home. Several have already sold their surplus at the market and put the money into their savings group.',
  },
  {
    ageMs: 40 * DAY,
    title: 'Partner churches meet in Kigali',
    content:
      'Pastors and coordinators from our partner churches in Sweden, Burundi, Rwanda and the Democratic Republic of the Congo met in Kigali for three days of prayer, planning and honest conversation about what works and what does not.\n\nWe came home encouraged, and with a shared plan for the coming year: more savings groups, more school support and a new focus on clean water and nutrition.',
  },
];

export const sampleGallery = [
  {
    name: 'hills-at-sunrise.png',
    description: 'Morning over the terraced hills where many of our partner families farm.',
    draw: artwork.hillsAtSunrise,
  },
  {
    name: 'lake-at-evening.png',
    description: 'Fishing boats heading out on the lake at dusk.',
    draw: artwork.lakeAtEvening,
  },
  {
    name: 'village-church.png',
    description: 'A partner church: a place of worship, a school room and a meeting hall.',
    draw: artwork.villageChurch,
  },
  {
    name: 'garden-beds.png',
    description: 'Deep-dug garden beds from the bio-intensive agriculture training.',
    draw: artwork.gardenBeds,
  },
  {
    name: 'savings-circle.png',
    description: 'A savings group gathers around the cash box for its weekly meeting.',
    draw: artwork.savingsCircle,
  },
  {
    name: 'winter-church.png',
    description: 'A winter evening at one of our supporting congregations in Sweden.',
    draw: artwork.winterChurch,
  },
];

export const sampleTestimonials = [
  {
    name: 'Aline',
    role: 'Savings group member, Gitega',
    quote:
      'Before the group I kept my money under the mattress and it was always gone by the end of the month. Now I have a goat, my children have shoes, and I have friends who pray for me every week.',
    portrait: artwork.portrait({
      background: ['#f6d5b8', '#e9a97f'],
      skin: '#6e4630',
      clothing: '#2f6f8f',
      hair: 'wrap',
      hairColor: '#c0392b',
    }),
  },
  {
    name: 'Pastor Emmanuel',
    role: 'Partner church pastor, Musanze',
    quote:
      'This partnership does not come with ready-made answers. We sit together, we listen to the families, and we build something that still stands when the visitors have gone home.',
    portrait: artwork.portrait({
      background: ['#cfe3d4', '#8fbf9f'],
      skin: '#4a2f22',
      clothing: '#7a4fa3',
      hair: 'short-beard',
      hairColor: '#2b2b2b',
      glasses: true,
    }),
  },
  {
    name: 'Karin',
    role: 'Volunteer, Uppsala',
    quote:
      'I came to help with a fundraising dinner and stayed for the people. Hearing how a small monthly gift becomes school fees and seed is the best news I get all month.',
    portrait: artwork.portrait({
      background: ['#dfe6f5', '#a9b9e0'],
      skin: '#f0c9a8',
      clothing: '#b5483b',
      hair: 'long',
      hairColor: '#d8b26e',
    }),
  },
];

export const sampleLeaders = [
  {
    name: 'Johanna Lindqvist',
    role: 'Chair of the Board',
    bio: 'Johanna has served the partnership since its first visit in 2011. She leads the board in Sweden, keeps us faithful to our promises to donors and partners, and still answers many of the letters herself.',
    portrait: artwork.portrait({
      background: ['#e8dcef', '#c1a6d6'],
      skin: '#f2d0b4',
      clothing: '#2f6f8f',
      hair: 'short',
      hairColor: '#8a5a3c',
      glasses: true,
    }),
  },
  {
    name: 'Jean-Baptiste Ndayishimiye',
    role: 'Country Coordinator, Burundi',
    bio: 'A pastor and former teacher, Jean-Baptiste coordinates the savings groups and school support with our partner churches in Burundi, and visits every group at least twice a year.',
    portrait: artwork.portrait({
      background: ['#f7e3c4', '#eec07d'],
      skin: '#5a3a29',
      clothing: '#2f9d75',
      hair: 'short-beard',
      hairColor: '#1f1410',
    }),
  },
  {
    name: 'Grace Uwimana',
    role: 'Programme Manager, Rwanda',
    bio: 'Grace trained as an agronomist and leads the bio-intensive agriculture and nutrition work in Rwanda. She is happiest in a garden with a group of farmers and a good question.',
    portrait: artwork.portrait({
      background: ['#f6d5b8', '#e9a97f'],
      skin: '#4a2f22',
      clothing: '#e07b39',
      hair: 'curly',
      hairColor: '#1f1410',
    }),
  },
  {
    name: 'Samuel Mukendi',
    role: 'Partner Liaison, DR Congo',
    bio: 'Samuel works with the churches in South Kivu on outreach and Bible teaching, and on keeping children in school in a region where peace is still fragile.',
    portrait: artwork.portrait({
      background: ['#dfe6f5', '#a9b9e0'],
      skin: '#6e4630',
      clothing: '#7a4fa3',
      hair: 'short',
      hairColor: '#241a14',
    }),
  },
];

export const samplePrayerPoints = [
  {
    title: 'Children going back to school',
    content:
      'Pray for the 200 children starting a new school year: for health, for good teachers, and for families who can keep them in class all year.',
    tag: 'Education',
  },
  {
    title: 'Families waiting for the rains',
    content:
      'Pray for the farming families in Burundi and Rwanda as they plant: for rain at the right time, strong harvests, and wisdom as they try new methods.',
    tag: 'Agriculture',
  },
  {
    title: 'Peace in eastern DR Congo',
    content:
      'Pray for peace and safety in South Kivu, for families who have had to leave their homes, and for the churches caring for them.',
    tag: 'Peace',
  },
  {
    title: 'Our partner pastors',
    content:
      'Pray for the pastors of our partner churches: for rest, for courage, and for joy in the work as they serve their communities.',
    tag: 'Church',
  },
  {
    title: 'Savings groups',
    content:
      'Pray for the members of the savings groups as they lend to one another, start small businesses and learn to trust each other.',
    tag: 'Enterprise',
  },
  {
    title: 'Supporters and volunteers in Sweden',
    content:
      'Give thanks for everyone who gives, prays and volunteers, and pray that the partnership keeps growing in love and faithfulness.',
    tag: 'Thanksgiving',
  },
];
