import { Handshake, HeartHandshake, Users } from 'lucide-react';
import { brand } from '#shared/brand.ts';
import { CallToAction } from '../components/call-to-action.tsx';
import { CheckList } from '../components/check-list.tsx';
import { SceneIllustration } from '../components/illustrations/scene-illustration.tsx';
import { InfoCards } from '../components/info-cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

const neighbourliness = [
  {
    title: 'Help for everyone',
    icon: HeartHandshake,
    text: 'Our programs are open to every family in need, Christian, Muslim, of another faith or of none. Help is never conditional on belief or church attendance.',
  },
  {
    title: 'Churches working together',
    icon: Users,
    text: 'We work with churches of different denominations and encourage them to serve their communities side by side rather than alone.',
  },
  {
    title: 'Respectful cooperation',
    icon: Handshake,
    text: 'We cooperate with local authorities, schools, health centres and leaders of other faith communities wherever it serves the common good.',
  },
];

export default function OurApproachPage() {
  return (
    <>
      <PageHero
        title="Our Approach"
        subtitle="Partnership, the good news in word and deed, and respect for every neighbour."
      />

      <PageSection
        title="Partnership"
        intro="We do not run programs from a distance. We walk alongside local churches that are already serving their communities."
        media={<SceneIllustration motif="community" />}
      >
        <p>
          The people who understand a community best are the people who live in it. That is why{' '}
          {brand.name} works through partner churches: they choose the families who take part, lead
          the activities and follow up long after a visitor has gone home. Our role is to encourage,
          train, fund and learn.
        </p>
        <h3>What partnership means to us</h3>
        <CheckList
          items={[
            'Long-term relationships between churches, not short-term projects',
            'Local leadership: decisions are made as close to the families as possible',
            'Shared plans and budgets, with honest reporting in both directions',
            'Mutual learning: churches in Sweden receive as much as they give',
            'Building on what communities already have, so that the work can continue without us',
          ]}
        />
      </PageSection>

      <PageSection
        title="Evangelism"
        intro="We believe that the good news of Jesus Christ is for the whole person, and we share it in word and in deed."
        media={<SceneIllustration motif="church" />}
        muted
      >
        <p>
          Our faith is not a side note to our work; it is its source. Our partner churches share the
          gospel openly and joyfully: through Bible teaching, children’s clubs, worship and the
          everyday kindness of church members who visit the sick and care for the lonely.
        </p>
        <p>
          We believe faith is a gift that must be freely received. Nobody is ever pressured to
          believe, and no one is asked to attend church in return for help. We want people to see
          the love of Christ in the way they are treated, and to hear about him from those who serve
          them, if they wish to listen.
        </p>
      </PageSection>

      <PageSection
        title="The Church and Interfaith Relations"
        intro="A church that loves its neighbours is a blessing to the whole community, not only to its own members."
      >
        <p>
          The communities where we work are home to people of many churches and of different faiths.
          We want our partner churches to be good neighbours to all of them: working for peace,
          standing with the vulnerable and building trust across old divides.
        </p>
        <InfoCards cards={neighbourliness} />
      </PageSection>

      <CallToAction
        title="Walk With Us"
        text="Discover the programs that grow out of this approach, or get in touch to talk about how you or your church can take part."
        links={[
          { to: '/our-work', label: 'See our work' },
          { to: '/contact-us', label: 'Contact Us' },
        ]}
      />
    </>
  );
}
