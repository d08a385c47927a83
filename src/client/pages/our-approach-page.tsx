import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Handshake, HeartHandshake, Users } from 'lucide-react';
import { brand } from '#shared/brand.ts';
import { CallToAction } from '../components/call-to-action.tsx';
import { CheckList } from '../components/check-list.tsx';
import { SceneIllustration } from '../components/illustrations/scene-illustration.tsx';
import { InfoCards } from '../components/info-cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

const partnership = [
  msg`Long-term relationships between churches, not short-term projects`,
  msg`Local leadership: decisions are made as close to the families as possible`,
  msg`Shared plans and budgets, with honest reporting in both directions`,
  msg`Mutual learning: churches in Sweden receive as much as they give`,
  msg`Building on what communities already have, so that the work can continue without us`,
];

const neighbourliness = [
  {
    title: msg`Help for everyone`,
    icon: HeartHandshake,
    text: msg`Our programs are open to every family in need, Christian, Muslim, of another faith or of none. Help is never conditional on belief or church attendance.`,
  },
  {
    title: msg`Churches working together`,
    icon: Users,
    text: msg`We work with churches of different denominations and encourage them to serve their communities side by side rather than alone.`,
  },
  {
    title: msg`Respectful cooperation`,
    icon: Handshake,
    text: msg`We cooperate with local authorities, schools, health centres and leaders of other faith communities wherever it serves the common good.`,
  },
];

const { name } = brand;

export default function OurApproachPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        title={i18n._(msg`Our Approach`)}
        subtitle={i18n._(
          msg`Partnership, the good news in word and deed, and respect for every neighbour.`,
        )}
      />

      <PageSection
        title={i18n._(msg`Partnership`)}
        intro={i18n._(
          msg`We do not run programs from a distance. We walk alongside local churches that are already serving their communities.`,
        )}
        media={<SceneIllustration motif="community" />}
      >
        <p>
          <Trans>
            The people who understand a community best are the people who live in it. That is why{' '}
            {name} works through partner churches: they choose the families who take part, lead the
            activities and follow up long after a visitor has gone home. Our role is to encourage,
            train, fund and learn.
          </Trans>
        </p>
        <h3>
          <Trans>What partnership means to us</Trans>
        </h3>
        <CheckList items={partnership.map((item) => i18n._(item))} />
      </PageSection>

      <PageSection
        title={i18n._(msg`Evangelism`)}
        intro={i18n._(
          msg`We believe that the good news of Jesus Christ is for the whole person, and we share it in word and in deed.`,
        )}
        media={<SceneIllustration motif="church" />}
        muted
      >
        <p>
          <Trans>
            Our faith is not a side note to our work; it is its source. Our partner churches share
            the gospel openly and joyfully: through Bible teaching, children’s clubs, worship and
            the everyday kindness of church members who visit the sick and care for the lonely.
          </Trans>
        </p>
        <p>
          <Trans>
            We believe faith is a gift that must be freely received. Nobody is ever pressured to
            believe, and no one is asked to attend church in return for help. We want people to see
            the love of Christ in the way they are treated, and to hear about him from those who
            serve them, if they wish to listen.
          </Trans>
        </p>
      </PageSection>

      <PageSection
        title={i18n._(msg`The Church and Interfaith Relations`)}
        intro={i18n._(
          msg`A church that loves its neighbours is a blessing to the whole community, not only to its own members.`,
        )}
      >
        <p>
          <Trans>
            The communities where we work are home to people of many churches and of different
            faiths. We want our partner churches to be good neighbours to all of them: working for
            peace, standing with the vulnerable and building trust across old divides.
          </Trans>
        </p>
        <InfoCards
          cards={neighbourliness.map((card) => ({
            ...card,
            title: i18n._(card.title),
            text: i18n._(card.text),
          }))}
        />
      </PageSection>

      <CallToAction
        title={i18n._(msg`Walk With Us`)}
        text={i18n._(
          msg`Discover the programs that grow out of this approach, or get in touch to talk about how you or your church can take part.`,
        )}
        links={[
          { to: '/our-work', label: i18n._(msg`See our work`) },
          { to: '/contact-us', label: i18n._(msg`Contact Us`) },
        ]}
      />
    </>
  );
}
