import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Globe2, HandHelping, Heart, ShieldCheck } from 'lucide-react';
import { brand } from '#shared/brand.ts';
import { CheckList } from '../components/check-list.tsx';
import { SceneIllustration } from '../components/illustrations/scene-illustration.tsx';
import { InfoCards } from '../components/info-cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import { Timeline } from '../components/timeline.tsx';

const timeline = [
  {
    period: '2011',
    title: msg`A friendship becomes a partnership`,
    text: msg`A congregation in Sweden and a church in Burundi begin to pray for one another and exchange visits. Moved by the children who could not afford to go to school, they pay the school costs of a first small group of pupils.`,
  },
  {
    period: '2011-2015',
    title: msg`Laying the foundations`,
    text: msg`Education support grows year by year, and the first savings groups meet in church buildings. Pastors and Sunday school teachers receive their first Bible teaching courses, and more churches in Sweden join the partnership.`,
  },
  {
    period: '2016-2020',
    title: msg`Growing roots`,
    text: msg`Partner churches in Rwanda join us. Bio-intensive demonstration gardens show families how to grow more on small plots, and leadership training helps communities plan and build their own projects.`,
  },
  {
    period: '2021-2023',
    title: msg`Standing together`,
    text: msg`Through the pandemic, churches distribute hygiene kits and teach handwashing and nutrition. Churches in the east of the Democratic Republic of the Congo join the partnership, reaching families affected by conflict.`,
  },
  {
    period: '2024',
    title: msg`Six programs, one purpose`,
    text: msg`We bring our work together in six programs, strengthen reporting with every partner, and welcome new volunteers in Sweden, ready for the next chapter of the story.`,
  },
];

const coreValues = [
  {
    title: msg`Love`,
    icon: Heart,
    text: msg`We love because God first loved us. Love for God and neighbour is where our work begins and what keeps us going.`,
  },
  {
    title: msg`Service`,
    icon: HandHelping,
    text: msg`Following Jesus, who came to serve, we give our time, skills and resources humbly and gladly, wherever we are needed.`,
  },
  {
    title: msg`Accountability`,
    icon: ShieldCheck,
    text: msg`We handle every gift with care and report openly to donors, partners and the communities we serve.`,
  },
  {
    title: msg`Global Impact`,
    icon: Globe2,
    text: msg`Churches in different countries learn from one another and work together, so that local change adds up to a difference far beyond one village.`,
  },
];

const accountability = [
  msg`Our annual accounts are reviewed by an independent auditor and presented at the annual meeting.`,
  msg`Partner churches agree a budget with us for each program and report on finances and activities every quarter.`,
  msg`We visit our partners regularly to see the work, listen to the families and learn together.`,
  msg`Gifts given for a specific program are used for that program.`,
  msg`We protect children and vulnerable adults: stories and photos are shared only with consent.`,
];

const { name, activeSince } = brand;

export default function OurHistoryPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        title={i18n._(msg`Our History`)}
        subtitle={i18n._(
          msg`Since ${activeSince}, one friendship between churches has grown into a partnership that serves families in four countries.`,
        )}
      />

      <PageSection title={i18n._(msg`How It Began`)} media={<SceneIllustration motif="church" />}>
        <p>
          <Trans>
            Our story did not begin with a strategy. It began with people: a congregation in Sweden
            and a church in Burundi who wanted to know and pray for one another. When the visitors
            from Sweden met children who were kept at home because their families could not pay for
            a uniform or books, the two churches decided to act together.
          </Trans>
        </p>
        <p>
          <Trans>
            More than a decade later, {name} is still rooted in those relationships. The programs
            have grown and the partnership now reaches Sweden, Burundi, Rwanda and the Democratic
            Republic of the Congo, but the heart of the work is the same: churches walking together,
            so that children and families can flourish.
          </Trans>
        </p>
      </PageSection>

      <PageSection title={i18n._(msg`Our Journey`)} muted>
        <Timeline
          entries={timeline.map((entry) => ({
            ...entry,
            title: i18n._(entry.title),
            text: i18n._(entry.text),
          }))}
        />
      </PageSection>

      <PageSection title={i18n._(msg`Our Organisation`)}>
        <p>
          <Trans>
            {name} is a non-profit association based in Sweden. Our members, who are individuals and
            congregations that support the work, meet once a year at the annual meeting. There they
            approve the annual report and accounts and elect the board.
          </Trans>
        </p>
        <p>
          <Trans>
            The board carries the overall responsibility for our direction, our finances and our
            partnerships. Board members serve for a term of five years, which can be renewed, so
            that the board combines continuity with fresh voices. They serve without pay.
          </Trans>
        </p>
        <p>
          <Trans>
            In Burundi, Rwanda and the DR Congo, each partner church appoints a local committee that
            plans the programs, chooses the families taking part and reports on the work. A small
            team in Sweden, supported by volunteers, coordinates the partnership.
          </Trans>
        </p>
      </PageSection>

      <PageSection
        title={i18n._(msg`Accountability`)}
        intro={i18n._(msg`Trust is built slowly and lost quickly. This is how we look after it.`)}
        muted
      >
        <CheckList items={accountability.map((item) => i18n._(item))} />
      </PageSection>

      <PageSection title={i18n._(msg`Our Core Values`)}>
        <InfoCards
          cards={coreValues.map((value) => ({
            ...value,
            title: i18n._(value.title),
            text: i18n._(value.text),
          }))}
          columns={4}
        />
      </PageSection>
    </>
  );
}
