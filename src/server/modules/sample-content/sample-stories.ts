import type { StoryFormValues } from '#shared/schemas/stories.ts';

/**
 * The stories a fresh install starts with (they were built into the site before stories became
 * data): published, with the site's own illustrations (public/images/stories). The first is
 * the one Home features. Created once (seed.ts), as samples the admin can remove.
 */
export const sampleStories: StoryFormValues[] = [
  {
    id: 'edu-1',
    title: 'Amani’s first year at secondary school',
    excerpt:
      'When Amani passed her primary exams in Ngozi, her family was proud and worried in the same breath: the fees, the uniform and the long walk to the secondary school seemed out of reach. A year later she walks that road every morning with her friends, a full satchel on her back, and she has not missed a single week of class. This is how her church, her teachers and a sponsor in Sweden made room for her.',
    image: '/images/stories/classroom.svg',
    alt: 'A teacher points at the blackboard while pupils in blue and white uniforms sit at their desks.',
    category: 'Education',
    date: '2026-09-14',
    featured: true,
    tags: ['Burundi', 'school', 'girls', 'sponsorship'],
    status: 'published',
    content: [
      {
        type: 'text',
        text: 'Amani is fourteen and the eldest of four. Her mother grows beans and cassava on a small plot outside Ngozi, in northern Burundi, and her father repairs bicycles at the market. When the results of the national primary exams were read out at church, Amani’s name was among the best in the parish. Her mother cried, and then she started counting.',
      },
      {
        type: 'text',
        text: 'Secondary school meant fees each term, a uniform, shoes, exercise books and a forty-minute walk each way. The pastor of their partner church knew the family well, and the church’s education committee put Amani forward for support. Within a month a family in Sweden had chosen to walk alongside her.',
      },
      {
        type: 'image',
        src: '/images/stories/school-supplies.svg',
        alt: 'A blue school bag beside exercise books, a pencil and a pencil case on a wooden table.',
        caption: 'Every pupil in the program starts the year with a bag, books and pencils.',
      },
      {
        type: 'text',
        text: 'The support covers more than fees. Once a month the pupils meet at the church for homework club, where university students from the congregation help with mathematics and French. Amani says the club is the best part of her week: “Nobody laughs when you ask a question twice.”',
      },
      {
        type: 'text',
        text: 'Her marks this year put her in the top five of her class. She wants to become a doctor, and she has already started teaching her younger brother his letters in the evenings, by the light of a solar lamp the family bought with their savings group.',
      },
    ],
  },
  {
    id: 'ent-1',
    title: 'Twelve women, one cash box and a bakery',
    excerpt:
      'In Huye, in southern Rwanda, twelve women meet under an acacia tree every Thursday with a metal cash box and a ledger. Three years ago none of them had savings; today their group has lent money for a bakery, two tailoring businesses and a dozen school terms.',
    image: '/images/stories/savings-group.svg',
    alt: 'Women in bright dresses sit on a bench under an acacia tree around a metal cash box.',
    category: 'Enterprise',
    date: '2026-06-02',
    tags: ['Rwanda', 'savings group', 'women', 'small business'],
    status: 'published',
    content: [
      {
        type: 'text',
        text: 'The group began with a training day at the local church: how a savings and lending group works, how to keep a ledger, how to choose a treasurer and three key holders so that no one person can open the box alone. The women chose the name Twisungane, “let us support one another”.',
      },
      {
        type: 'text',
        text: 'Each member buys between one and five shares a week. After a few months the box held enough for the first small loans, repaid with modest interest that stays in the group. At the end of each cycle everything is shared out according to the shares each woman bought.',
      },
      {
        type: 'image',
        src: '/images/stories/ledger.svg',
        alt: 'An open ledger with neat rows of entries, with coins on the table beside it.',
        caption: 'The ledger is read aloud at every meeting, so everyone knows where the money is.',
      },
      {
        type: 'text',
        text: 'Claudine used her first loan to buy a second-hand oven. She now bakes bread and mandazi six mornings a week and sells them to the school and the market. Her profit paid the fees for her two daughters and, last month, for a bag of flour for a neighbour who had fallen ill.',
      },
      {
        type: 'text',
        text: 'The group has repaid every loan on time. Two members have been trained to start new groups in neighbouring villages, and the church now hosts four of them.',
      },
    ],
  },
  {
    id: 'hea-1',
    title: 'Health days in Kamenge',
    excerpt:
      'Once a month the hall of our partner church in Kamenge, Bujumbura, turns into a small clinic: babies are weighed, mothers learn about nutrition and hygiene, and a nurse from the congregation follows up every child who needs a little extra care.',
    image: '/images/stories/clinic.svg',
    alt: 'A health worker in a white coat stands beside a baby scale, where a mother and her son wait their turn.',
    category: 'Health',
    date: '2026-10-20',
    tags: ['Burundi', 'nutrition', 'hygiene', 'mothers and babies'],
    status: 'published',
    content: [
      {
        type: 'text',
        text: 'Immaculée has been a nurse for twenty years and a member of the church in Kamenge for longer. When the congregation asked how it could serve young families in the neighbourhood, she suggested something simple: a regular day when any mother can bring her child to be weighed and measured, without cost and without queuing at the hospital.',
      },
      {
        type: 'text',
        text: 'The health days now draw more than sixty families. Volunteers demonstrate porridge made with sorghum, soy and peanuts, show how to build a tippy-tap hand-washing station from a jerrycan, and hand out hygiene kits with soap and sanitary supplies.',
      },
      {
        type: 'text',
        text: 'Children whose growth is falling behind are followed up at home. “We do not just give advice and leave,” says Immaculée. “We visit, we cook together, we come back. Most of the time, a few months later, the child is running around with the others.”',
      },
    ],
  },
  {
    id: 'com-1',
    title: 'A footbridge built by many hands',
    excerpt:
      'Every rainy season the stream outside a village near Uvira, in the DR Congo, rose and cut children off from school for weeks. This year the village built a footbridge together, with timber, rope, a few bags of cement and the help of three congregations.',
    image: '/images/stories/footbridge.svg',
    alt: 'Villagers wave as they cross a wooden footbridge over a river between green hills.',
    category: 'Community',
    date: '2026-04-11',
    tags: ['DR Congo', 'infrastructure', 'children', 'volunteers'],
    status: 'published',
    content: [
      {
        type: 'text',
        text: 'For years the crossing was a line of stepping stones. In the dry months it was fine. From October the water rose, and parents kept their children home rather than risk the current. Traders lost their market days; the sick waited to reach the health post.',
      },
      {
        type: 'text',
        text: 'Three churches in the area brought the idea to a village meeting. A local carpenter drew the design, families gave days of work, and the program paid for cement, steel cable and treated timber. Women cooked for the work teams; the youth group carried stones from the riverbed for the foundations.',
      },
      {
        type: 'text',
        text: 'The bridge opened in March with songs and a prayer of thanks. This rainy season, not one school day has been lost to the river. The village has formed a committee to check the ropes and planks after every storm, and the carpenter is already being asked to help the next valley.',
      },
    ],
  },
  {
    id: 'fai-1',
    title: 'The choir that sings on Tuesdays',
    excerpt:
      'In Musanze, northern Rwanda, a youth choir rehearses every Tuesday evening after work and school. What began as eight teenagers around one guitar is now a choir of forty, a Bible study and a place where young people who lost much find family.',
    image: '/images/stories/choir.svg',
    alt: 'A church choir in gold and purple robes sings with raised hands in front of a cross.',
    category: 'Faith',
    date: '2026-08-03',
    tags: ['Rwanda', 'youth', 'worship', 'discipleship'],
    status: 'published',
    content: [
      {
        type: 'text',
        text: 'Jean-Paul started the choir when he was nineteen. He had one guitar, borrowed, and a handful of friends who liked to sing. The pastor gave them the church hall on Tuesday evenings, and word spread.',
      },
      {
        type: 'text',
        text: 'Rehearsal always begins with half an hour around the Bible. The young people read a passage together and talk about what it means for their week: exams, work, family worries. Then they sing, in Kinyarwanda, Swahili, French and English, until the caretaker turns off the lights.',
      },
      {
        type: 'text',
        text: 'Through our outreach program the choir received training in leading worship and in caring for one another. Several members now lead Sunday school classes, and last year the choir visited two rural congregations to sing and share their story.',
      },
    ],
  },
  {
    id: 'com-2',
    title: 'Kitchen gardens on the hillside',
    excerpt:
      'On the steep hills around Gitega, families are growing more food on less land. Deep-dug beds, compost and careful spacing mean that a plot the size of a living room now feeds a family of six with vegetables all year.',
    image: '/images/stories/garden.svg',
    alt: 'A woman with a hoe tends raised vegetable beds while a child waves beside her.',
    category: 'Community',
    date: '2026-03-09',
    tags: ['Burundi', 'agriculture', 'nutrition', 'families'],
    status: 'published',
    content: [
      {
        type: 'text',
        text: 'Béatrice used to grow beans and maize on the same patch of ground every season, with less to show for it each year. When her church hosted a training day on bio-intensive gardening, she went mostly out of curiosity.',
      },
      {
        type: 'image',
        src: '/images/stories/seedlings.svg',
        alt: 'A watering can sprinkles water over a row of young seedlings.',
        caption: 'Seedlings are raised in a shared nursery before they go into the beds.',
      },
      {
        type: 'text',
        text: 'She learned to dig her beds deep, to make compost from kitchen scraps and banana leaves, and to plant closely so that the leaves shade the soil and keep it moist. Her first harvest of amaranth, cabbages and carrots was more than the family could eat, so she sold the rest at the market.',
      },
      {
        type: 'text',
        text: 'Now Béatrice trains her neighbours. Twelve households on her hillside have demonstration gardens, and they share seeds, tools and advice. Their children eat greens every day, and the families have begun saving together for a water tank.',
      },
    ],
  },
  {
    id: 'fai-2',
    title: 'Two congregations, one prayer list',
    excerpt:
      'A church in Örebro, Sweden, and a church in Ngozi, Burundi, have prayed for each other by name every Sunday for ten years. Letters, visits and a shared prayer list have turned two congregations into one family across two continents.',
    image: '/images/stories/sweden-church.svg',
    alt: 'Friends from Sweden and Burundi greet each other in the snow outside a white church with a red roof.',
    category: 'Faith',
    date: '2025-12-15',
    tags: ['Sweden', 'Burundi', 'prayer', 'partnership'],
    status: 'published',
    content: [
      {
        type: 'text',
        text: 'It began with a visit in 2015. A small group from Örebro travelled to Ngozi, worshipped with the congregation there and went home with a list of names: the sick, the students facing exams, the families hoping for rain.',
      },
      {
        type: 'text',
        text: 'Every Sunday since, the two churches have prayed through each other’s lists. Updates travel by letter and, these days, by voice messages. When a prayer is answered, the news is read out on both continents.',
      },
      {
        type: 'text',
        text: 'Last winter Pastor Evariste from Ngozi saw snow for the first time on a visit to Örebro. “We have prayed for these people for years,” he said. “Meeting them felt like coming home to relatives I had never met.”',
      },
    ],
  },
];
