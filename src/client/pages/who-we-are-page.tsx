import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Award, Church, HandHeart, Heart, MessageCircle, Scale, Sprout } from 'lucide-react';
import { leadershipQuery } from '#client/features/leadership/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { Island } from '#client/runtime/island.tsx';
import { brand } from '#shared/brand.ts';
import { SceneIllustration } from '../components/illustrations/scene-illustration.tsx';
import { InfoCards } from '../components/info-cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

export const pageData: PageData = { topics: ['leaders'], queries: () => [leadershipQuery] };

const values = [
  {
    title: msg`Christ at the centre`,
    icon: Heart,
    text: msg`We follow Jesus, who came to bring good news to the poor. His love is the reason we serve and the example we try to follow.`,
  },
  {
    title: msg`Led by local churches`,
    icon: Church,
    text: msg`Our partner churches know their communities best. They lead the work; we listen, support and learn from them.`,
  },
  {
    title: msg`Dignity for every person`,
    icon: HandHeart,
    text: msg`Every child and every parent is made in the image of God. We work with people, never for or about them.`,
  },
  {
    title: msg`Change that lasts`,
    icon: Sprout,
    text: msg`We stay for the long term and invest in skills, savings and leadership that keep bearing fruit after we step back.`,
  },
];

const accountability = [
  {
    title: msg`Faithful Stewardship`,
    icon: Scale,
    text: msg`Every krona is a gift entrusted to us. We keep costs low, send funds to partners against agreed budgets and follow up on how each gift is used.`,
  },
  {
    title: msg`Honest Communication`,
    icon: MessageCircle,
    text: msg`We tell the true story, including what did not go as planned. Donors, churches and partners receive regular, open reports on our work and finances.`,
  },
  {
    title: msg`Professional Excellence`,
    icon: Award,
    text: msg`Good intentions are not enough. We plan carefully, train our partners, keep proper accounts and learn from every project to do better next time.`,
  },
];

const { name, activeSince } = brand;

export default function WhoWeArePage() {
  const { i18n } = useLingui();
  const translated = (cards: typeof values) =>
    cards.map((card) => ({ ...card, title: i18n._(card.title), text: i18n._(card.text) }));
  return (
    <>
      <PageHero
        title={i18n._(msg`Who we are`)}
        subtitle={i18n._(
          msg`${name} is a church-led charity walking with partner churches in Sweden, Burundi, Rwanda and the Democratic Republic of the Congo since ${activeSince}.`,
        )}
      />

      <PageSection title={i18n._(msg`Our Mission`)} media={<SceneIllustration motif="community" />}>
        <p>
          <strong>
            <Trans>
              To equip families in Rwanda and Burundi with education, entrepreneurship and
              discipleship, and to stand with vulnerable children and families through local
              churches, so that every child can grow up with a future and a hope.
            </Trans>
          </strong>
        </p>
        <p>
          <Trans>
            We believe lasting change begins in the local church: a community of people who know
            their neighbours by name, who stay when others leave, and who are called to love in word
            and in deed.
          </Trans>
        </p>
      </PageSection>

      <PageSection title={i18n._(msg`Who We Are`)} muted>
        <p>
          <Trans>
            {name} began in {activeSince} with a friendship between a congregation in Sweden and a
            church in Burundi. What started as prayer, letters and a few school fees has grown into
            a partnership of churches in four countries, working side by side for children and
            families who have been left behind.
          </Trans>
        </p>
        <p>
          <Trans>
            We are a small organisation with a big network. Our board and most of our team in Sweden
            are volunteers, and in Burundi, Rwanda and the DR Congo the work is led by pastors,
            church members and local staff who live in the communities they serve. Together we run
            six programs: education support, entrepreneurship and savings, bio-intensive
            agriculture, community development, outreach and Bible teaching, and health and
            nutrition.
          </Trans>
        </p>
        <p>
          <Trans>
            We are Christians, and our faith is the reason we do this work. We serve every family in
            need, whatever their faith, and our help is never conditional on what anyone believes.
          </Trans>
        </p>
      </PageSection>

      <PageSection
        title={i18n._(msg`Vision and Values`)}
        intro={i18n._(
          msg`Our vision is thriving families and communities where every child can learn, grow and flourish, with local churches as beacons of hope and practical love.`,
        )}
      >
        <InfoCards cards={translated(values)} columns={4} />
      </PageSection>

      <PageSection
        title={i18n._(msg`Where We Work`)}
        intro={i18n._(
          msg`Our partnership links churches in Northern Europe with churches in the Great Lakes region of Africa.`,
        )}
        muted
      >
        <Island name="where-we-work" />
      </PageSection>

      <Island name="leadership" />

      <PageSection
        title={i18n._(msg`Accountability`)}
        intro={i18n._(
          msg`We are accountable to God, to the people we serve and to everyone who gives. These commitments shape how we work.`,
        )}
      >
        <InfoCards cards={translated(accountability)} />
      </PageSection>
    </>
  );
}
