export interface ImpactFigure {
  value: number;
  /** What the number counts, e.g. "Children kept in school". */
  label: string;
}

export type ProgramSlug =
  | 'education-support'
  | 'entrepreneurship-savings'
  | 'bio-intensive-agriculture'
  | 'community-development'
  | 'outreach-bible-teaching'
  | 'health-nutrition';

export interface Program {
  slug: ProgramSlug;
  title: string;
  /** One sentence for cards and the meta description. */
  summary: string;
  description: string[];
  highlights: string[];
  challenge: string;
  response: string;
  testimonial: { quote: string; name: string; role: string };
  impact: ImpactFigure[];
}

/** The six programs, in the order the site lists them; the figures are the product's own (docs/product.md). */
export const programs: Program[] = [
  {
    slug: 'education-support',
    title: 'Education Support',
    summary:
      'Helping vulnerable children start school, stay in school and learn well, with their families and churches cheering them on.',
    description: [
      'Every child deserves a classroom, a teacher who knows their name and the hope that learning brings. Our partner churches know the children in their neighbourhoods who are at risk of dropping out: orphans, children of single mothers, children whose parents are sick or out of work.',
      'Together we cover what keeps these children at home: school fees, uniforms, shoes, books and exam costs. Church volunteers run homework clubs and visit families, so that every child has someone walking beside them through the school year.',
    ],
    highlights: [
      'School fees, uniforms, shoes and learning materials for children at risk of dropping out',
      'Homework clubs and reading groups run by trained church volunteers',
      'Home visits and regular meetings with parents and guardians',
      'Close contact with teachers to follow each child’s progress',
      'Mentoring for teenagers preparing for secondary school and vocational training',
    ],
    challenge:
      'In many rural communities in Burundi and Rwanda, school itself may be free, but the uniform, the notebooks and the exam fees are not. When a harvest fails or a parent falls ill, children are the first to be kept at home, and girls most of all. A year out of school can easily become a lifetime.',
    response:
      'We stand with the whole family, not only the child. Local churches choose the children most in need, pay the costs that keep them out of the classroom and stay in touch with their homes. Parents join the program’s family meetings and, where they can, a savings group, so that in time they can carry the costs themselves.',
    testimonial: {
      quote:
        'Every September I used to lie awake, wondering which of my children I could send to school. Now all three go, and my eldest reads the Bible to us in the evenings. The church did not just pay for books; they believed in my children.',
      name: 'Claudine',
      role: 'Mother of three, Burundi',
    },
    impact: [
      { value: 200, label: 'Children kept in school' },
      { value: 150, label: 'Families engaged' },
    ],
  },
  {
    slug: 'entrepreneurship-savings',
    title: 'Entrepreneurship & Savings',
    summary:
      'Savings groups and practical business training that help families build a steady income and a safety net of their own.',
    description: [
      'A small, steady income changes everything for a family: food on the table, school for the children and the dignity of providing for one another. Our partner churches gather neighbours into savings groups where members save small amounts each week, lend to one another and hold each other accountable.',
      'Alongside the groups, we offer practical training in starting and running a small business: choosing a product, keeping simple accounts, pricing, and caring for customers. Many members start by selling vegetables, soap or tailoring, and grow from there.',
    ],
    highlights: [
      'Community savings groups with weekly meetings and shared lending',
      'Training in business basics: planning, bookkeeping, pricing and marketing',
      'Mentoring from experienced local entrepreneurs and church members',
      'Support for group businesses such as tailoring, soap making and small livestock',
      'Biblical teaching on work, generosity and stewardship',
    ],
    challenge:
      'Most families we meet live on what they earn from one day to the next, with no bank nearby and no savings to fall back on. One illness or a poor harvest can push them into debt with high-interest lenders, and children pay the price.',
    response:
      'Savings groups give families a safe place to put money aside and a fair way to borrow. Business training helps members turn small savings into a source of income. Because the groups belong to their members, they keep going long after our training ends, and many start new groups themselves.',
    testimonial: {
      quote:
        'I started by saving the price of a few tomatoes every week. Two years later I have a small shop, my savings group meets on my veranda, and I have paid school fees for my nephew as well as my own children.',
      name: 'Jean-Pierre',
      role: 'Savings group member, Rwanda',
    },
    impact: [
      { value: 120, label: 'Entrepreneurs trained' },
      { value: 40, label: 'Savings groups started' },
    ],
  },
  {
    slug: 'bio-intensive-agriculture',
    title: 'Bio-Intensive Agriculture',
    summary:
      'Teaching families to grow more nutritious food on small plots of land, using methods that restore the soil instead of exhausting it.',
    description: [
      'Most families in the communities we serve farm a small plot of land, and many of those plots are getting smaller and more tired every year. Bio-intensive agriculture helps them grow far more on the land they have: deep-dug beds, compost, close planting and careful use of water.',
      'Each demonstration garden is cared for by a church or a group of families. Neighbours come to see, learn and take seeds home, and trained families teach others what they have learned.',
    ],
    highlights: [
      'Hands-on training in deep-dug beds, composting and close planting',
      'Demonstration gardens hosted by churches and farming groups',
      'Seed saving and a wider variety of vegetables for a healthier diet',
      'Water-wise methods for the dry season',
      'Families training their neighbours, so the knowledge keeps spreading',
    ],
    challenge:
      'Land is scarce, soils are worn out and the rains are less and less predictable. Chemical fertiliser is expensive, and many families eat the same few foods all year, which leaves children undernourished even when there is enough to fill their stomachs.',
    response:
      'Bio-intensive methods use what families already have: their hands, local seeds, compost and a small piece of land. Harvests grow, the soil gets healthier season by season, and families eat a richer variety of vegetables and sell what they do not need.',
    testimonial: {
      quote:
        'I thought my land was finished. Now my garden feeds my family through the dry season, and people from three villages have come to see how I make compost. I tell them: the soil is a gift from God, so we must look after it.',
      name: 'Espérance',
      role: 'Farmer and garden trainer, Burundi',
    },
    impact: [
      { value: 80, label: 'Families trained in bio-intensive farming' },
      { value: 60, label: 'Demonstration gardens' },
    ],
  },
  {
    slug: 'community-development',
    title: 'Community Development',
    summary:
      'Equipping local leaders and neighbours to solve shared problems together, from clean water to safer paths to school.',
    description: [
      'The people who best understand a community’s needs are the people who live there. Through our partner churches we train local leaders, women and young people to listen to their neighbours, plan together and carry out projects that make daily life better for everyone.',
      'Projects are chosen and led by the community itself: a protected spring, a repaired classroom, a footbridge, a meeting place. We contribute training, advice and part of the materials; the community brings labour, local materials and ownership.',
    ],
    highlights: [
      'Leadership training for church and community leaders, women and youth',
      'Community-led projects such as protected springs, footbridges and classroom repairs',
      'Peacebuilding and reconciliation workshops',
      'Training in planning, budgeting and reporting for local committees',
      'Cooperation with local authorities and other community groups',
    ],
    challenge:
      'Many communities have been marked by poverty, displacement and conflict. Public services are stretched, and people can feel that change must always come from outside. Divisions between neighbours make it harder still to work together.',
    response:
      'We believe in communities, not projects done to them. Training builds confidence and skills; small projects that people plan and build themselves bring visible change and restore trust between neighbours. Each finished project becomes the starting point for the next.',
    testimonial: {
      quote:
        'For years we carried water from the valley. After the training we organised ourselves, and the whole hill helped to protect the spring. Now the children arrive at school on time, and we have learned that together we can do much more than we thought.',
      name: 'Emmanuel',
      role: 'Community committee leader, Rwanda',
    },
    impact: [
      { value: 500, label: 'Participants trained' },
      { value: 30, label: 'Community projects completed' },
    ],
  },
  {
    slug: 'outreach-bible-teaching',
    title: 'Outreach & Bible Teaching',
    summary:
      'Equipping pastors, Sunday school teachers and youth leaders to share the good news and teach the Bible faithfully in their own communities.',
    description: [
      'Our work grows out of the church and is carried by it. Local pastors and church volunteers are the people who stay when visitors leave, who sit with the sick and who know every family on their hill. We want them to be well equipped for that calling.',
      'We offer Bible teaching for pastors and lay leaders, training for Sunday school teachers and youth workers, and simple teaching materials in local languages. Children’s clubs bring songs, Bible stories and a warm meal to hundreds of children every month.',
    ],
    highlights: [
      'Bible teaching and pastoral training for church leaders',
      'Training and materials for Sunday school teachers and youth leaders',
      'Monthly children’s clubs with Bible stories, songs, games and a meal',
      'Teaching materials in Kirundi, Kinyarwanda, Swahili and French',
      'Outreach events where churches welcome their whole neighbourhood',
    ],
    challenge:
      'Many pastors serve several congregations at once, often with little or no theological training and few books in their own language. Children’s work depends on willing volunteers who have never been trained for it.',
    response:
      'We bring teaching to where the leaders are, in short courses that fit around farming and family life. Trained leaders pass on what they learn to others in their churches, and shared materials make it easier for every congregation to teach children well.',
    testimonial: {
      quote:
        'I had been a pastor for ten years without ever having a study Bible of my own. The training opened the Scriptures to me in a new way, and now I teach a group of twelve young leaders every Saturday.',
      name: 'Pastor Samuel',
      role: 'Partner church pastor, DR Congo',
    },
    impact: [
      { value: 20, label: 'Churches equipped' },
      { value: 300, label: 'Children reached each month' },
    ],
  },
  {
    slug: 'health-nutrition',
    title: 'Health & Nutrition',
    summary:
      'Preventing illness with clean hands, safe water and good food, and helping families give their children a healthy start.',
    description: [
      'Many of the illnesses that keep children out of school and parents out of work can be prevented. Through our partner churches we teach simple, life-saving habits: washing hands, keeping water clean and preparing balanced meals from local foods.',
      'Hygiene kits give families what they need to put the lessons into practice, and cooking demonstrations show mothers and fathers how to make nourishing meals for young children from what grows in their own gardens.',
    ],
    highlights: [
      'Hygiene kits with soap, a water container and menstrual pads for girls',
      'Training in handwashing, safe water and sanitation',
      'Nutrition classes and cooking demonstrations with local foods',
      'Growth checks for young children, with referrals to local health centres',
      'Close links with the agriculture program, so gardens feed families well',
    ],
    challenge:
      'Diarrhoea, malaria and malnutrition still take a heavy toll on young children. Many families have little access to clean water or soap, and girls often miss school during their periods because they have nothing to use.',
    response:
      'We combine practical supplies with training that lasts. Hygiene kits meet an urgent need, nutrition classes change what families cook every day, and church health volunteers follow up at home and refer children who need care to the nearest health centre.',
    testimonial: {
      quote:
        'My youngest was always sick and did not grow. At the nutrition class I learned to cook porridge with beans and greens from our garden. Today she runs after her brothers, and I teach other mothers in our church what I learned.',
      name: 'Aline',
      role: 'Mother and church health volunteer, Burundi',
    },
    impact: [
      { value: 400, label: 'Hygiene kits distributed' },
      { value: 200, label: 'Families trained in nutrition' },
    ],
  },
];
