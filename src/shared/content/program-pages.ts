import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProgramSlug } from './programs.ts';

/** The texts of a program's own page; the people quoted keep their names. */
interface ProgramPage {
  description: MessageDescriptor[];
  highlights: MessageDescriptor[];
  challenge: MessageDescriptor;
  response: MessageDescriptor;
  testimonial: { quote: MessageDescriptor; name: string; role: MessageDescriptor };
}

/** A program's page in one language. */
export interface ProgramPageText {
  description: string[];
  highlights: string[];
  challenge: string;
  response: string;
  testimonial: { quote: string; name: string; role: string };
}

export function programPageText(i18n: I18n, slug: ProgramSlug): ProgramPageText {
  const page = programPages[slug];
  const t = (text: MessageDescriptor) => i18n._(text);
  return {
    description: page.description.map(t),
    highlights: page.highlights.map(t),
    challenge: t(page.challenge),
    response: t(page.response),
    testimonial: {
      ...page.testimonial,
      quote: t(page.testimonial.quote),
      role: t(page.testimonial.role),
    },
  };
}

const programPages: Record<ProgramSlug, ProgramPage> = {
  'education-support': {
    description: [
      msg`Every child deserves a classroom, a teacher who knows their name and the hope that learning brings. Our partner churches know the children in their neighbourhoods who are at risk of dropping out: orphans, children of single mothers, children whose parents are sick or out of work.`,
      msg`Together we cover what keeps these children at home: school fees, uniforms, shoes, books and exam costs. Church volunteers run homework clubs and visit families, so that every child has someone walking beside them through the school year.`,
    ],
    highlights: [
      msg`School fees, uniforms, shoes and learning materials for children at risk of dropping out`,
      msg`Homework clubs and reading groups run by trained church volunteers`,
      msg`Home visits and regular meetings with parents and guardians`,
      msg`Close contact with teachers to follow each child’s progress`,
      msg`Mentoring for teenagers preparing for secondary school and vocational training`,
    ],
    challenge: msg`In many rural communities in Burundi and Rwanda, school itself may be free, but the uniform, the notebooks and the exam fees are not. When a harvest fails or a parent falls ill, children are the first to be kept at home, and girls most of all. A year out of school can easily become a lifetime.`,
    response: msg`We stand with the whole family, not only the child. Local churches choose the children most in need, pay the costs that keep them out of the classroom and stay in touch with their homes. Parents join the program’s family meetings and, where they can, a savings group, so that in time they can carry the costs themselves.`,
    testimonial: {
      quote: msg`Every September I used to lie awake, wondering which of my children I could send to school. Now all three go, and my eldest reads the Bible to us in the evenings. The church did not just pay for books; they believed in my children.`,
      name: 'Claudine',
      role: msg`Mother of three, Burundi`,
    },
  },
  'entrepreneurship-savings': {
    description: [
      msg`A small, steady income changes everything for a family: food on the table, school for the children and the dignity of providing for one another. Our partner churches gather neighbours into savings groups where members save small amounts each week, lend to one another and hold each other accountable.`,
      msg`Alongside the groups, we offer practical training in starting and running a small business: choosing a product, keeping simple accounts, pricing, and caring for customers. Many members start by selling vegetables, soap or tailoring, and grow from there.`,
    ],
    highlights: [
      msg`Community savings groups with weekly meetings and shared lending`,
      msg`Training in business basics: planning, bookkeeping, pricing and marketing`,
      msg`Mentoring from experienced local entrepreneurs and church members`,
      msg`Support for group businesses such as tailoring, soap making and small livestock`,
      msg`Biblical teaching on work, generosity and stewardship`,
    ],
    challenge: msg`Most families we meet live on what they earn from one day to the next, with no bank nearby and no savings to fall back on. One illness or a poor harvest can push them into debt with high-interest lenders, and children pay the price.`,
    response: msg`Savings groups give families a safe place to put money aside and a fair way to borrow. Business training helps members turn small savings into a source of income. Because the groups belong to their members, they keep going long after our training ends, and many start new groups themselves.`,
    testimonial: {
      quote: msg`I started by saving the price of a few tomatoes every week. Two years later I have a small shop, my savings group meets on my veranda, and I have paid school fees for my nephew as well as my own children.`,
      name: 'Jean-Pierre',
      role: msg`Savings group member, Rwanda`,
    },
  },
  'bio-intensive-agriculture': {
    description: [
      msg`Most families in the communities we serve farm a small plot of land, and many of those plots are getting smaller and more tired every year. Bio-intensive agriculture helps them grow far more on the land they have: deep-dug beds, compost, close planting and careful use of water.`,
      msg`Each demonstration garden is cared for by a church or a group of families. Neighbours come to see, learn and take seeds home, and trained families teach others what they have learned.`,
    ],
    highlights: [
      msg`Hands-on training in deep-dug beds, composting and close planting`,
      msg`Demonstration gardens hosted by churches and farming groups`,
      msg`Seed saving and a wider variety of vegetables for a healthier diet`,
      msg`Water-wise methods for the dry season`,
      msg`Families training their neighbours, so the knowledge keeps spreading`,
    ],
    challenge: msg`Land is scarce, soils are worn out and the rains are less and less predictable. Chemical fertiliser is expensive, and many families eat the same few foods all year, which leaves children undernourished even when there is enough to fill their stomachs.`,
    response: msg`Bio-intensive methods use what families already have: their hands, local seeds, compost and a small piece of land. Harvests grow, the soil gets healthier season by season, and families eat a richer variety of vegetables and sell what they do not need.`,
    testimonial: {
      quote: msg`I thought my land was finished. Now my garden feeds my family through the dry season, and people from three villages have come to see how I make compost. I tell them: the soil is a gift from God, so we must look after it.`,
      name: 'Espérance',
      role: msg`Farmer and garden trainer, Burundi`,
    },
  },
  'community-development': {
    description: [
      msg`The people who best understand a community’s needs are the people who live there. Through our partner churches we train local leaders, women and young people to listen to their neighbours, plan together and carry out projects that make daily life better for everyone.`,
      msg`Projects are chosen and led by the community itself: a protected spring, a repaired classroom, a footbridge, a meeting place. We contribute training, advice and part of the materials; the community brings labour, local materials and ownership.`,
    ],
    highlights: [
      msg`Leadership training for church and community leaders, women and youth`,
      msg`Community-led projects such as protected springs, footbridges and classroom repairs`,
      msg`Peacebuilding and reconciliation workshops`,
      msg`Training in planning, budgeting and reporting for local committees`,
      msg`Cooperation with local authorities and other community groups`,
    ],
    challenge: msg`Many communities have been marked by poverty, displacement and conflict. Public services are stretched, and people can feel that change must always come from outside. Divisions between neighbours make it harder still to work together.`,
    response: msg`We believe in communities, not projects done to them. Training builds confidence and skills; small projects that people plan and build themselves bring visible change and restore trust between neighbours. Each finished project becomes the starting point for the next.`,
    testimonial: {
      quote: msg`For years we carried water from the valley. After the training we organised ourselves, and the whole hill helped to protect the spring. Now the children arrive at school on time, and we have learned that together we can do much more than we thought.`,
      name: 'Emmanuel',
      role: msg`Community committee leader, Rwanda`,
    },
  },
  'outreach-bible-teaching': {
    description: [
      msg`Our work grows out of the church and is carried by it. Local pastors and church volunteers are the people who stay when visitors leave, who sit with the sick and who know every family on their hill. We want them to be well equipped for that calling.`,
      msg`We offer Bible teaching for pastors and lay leaders, training for Sunday school teachers and youth workers, and simple teaching materials in local languages. Children’s clubs bring songs, Bible stories and a warm meal to hundreds of children every month.`,
    ],
    highlights: [
      msg`Bible teaching and pastoral training for church leaders`,
      msg`Training and materials for Sunday school teachers and youth leaders`,
      msg`Monthly children’s clubs with Bible stories, songs, games and a meal`,
      msg`Teaching materials in Kirundi, Kinyarwanda, Swahili and French`,
      msg`Outreach events where churches welcome their whole neighbourhood`,
    ],
    challenge: msg`Many pastors serve several congregations at once, often with little or no theological training and few books in their own language. Children’s work depends on willing volunteers who have never been trained for it.`,
    response: msg`We bring teaching to where the leaders are, in short courses that fit around farming and family life. Trained leaders pass on what they learn to others in their churches, and shared materials make it easier for every congregation to teach children well.`,
    testimonial: {
      quote: msg`I had been a pastor for ten years without ever having a study Bible of my own. The training opened the Scriptures to me in a new way, and now I teach a group of twelve young leaders every Saturday.`,
      name: 'Pastor Samuel',
      role: msg`Partner church pastor, DR Congo`,
    },
  },
  'health-nutrition': {
    description: [
      msg`Many of the illnesses that keep children out of school and parents out of work can be prevented. Through our partner churches we teach simple, life-saving habits: washing hands, keeping water clean and preparing balanced meals from local foods.`,
      msg`Hygiene kits give families what they need to put the lessons into practice, and cooking demonstrations show mothers and fathers how to make nourishing meals for young children from what grows in their own gardens.`,
    ],
    highlights: [
      msg`Hygiene kits with soap, a water container and menstrual pads for girls`,
      msg`Training in handwashing, safe water and sanitation`,
      msg`Nutrition classes and cooking demonstrations with local foods`,
      msg`Growth checks for young children, with referrals to local health centres`,
      msg`Close links with the agriculture program, so gardens feed families well`,
    ],
    challenge: msg`Diarrhoea, malaria and malnutrition still take a heavy toll on young children. Many families have little access to clean water or soap, and girls often miss school during their periods because they have nothing to use.`,
    response: msg`We combine practical supplies with training that lasts. Hygiene kits meet an urgent need, nutrition classes change what families cook every day, and church health volunteers follow up at home and refer children who need care to the nearest health centre.`,
    testimonial: {
      quote: msg`My youngest was always sick and did not grow. At the nutrition class I learned to cook porridge with beans and greens from our garden. Today she runs after her brothers, and I teach other mothers in our church what I learned.`,
      name: 'Aline',
      role: msg`Mother and church health volunteer, Burundi`,
    },
  },
};
