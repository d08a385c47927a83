import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { programs, programText } from '#shared/content/programs.ts';
import { CallToAction } from '../components/call-to-action.tsx';
import { ImpactFigures } from '../components/impact-figures.tsx';
import { InfoCards } from '../components/info-cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import { programIcons } from '../components/program-visuals.ts';

export default function OurWorkPage() {
  const { i18n } = useLingui();
  const shown = programs.map((program) => programText(i18n, program));
  return (
    <>
      <PageHero
        title={i18n._(msg`Our Work`)}
        subtitle={i18n._(
          msg`Six programs, run with and through local churches, that help children learn, families earn and communities flourish.`,
        )}
      />

      <PageSection
        title={i18n._(msg`Our Programs`)}
        intro={i18n._(
          msg`Each program meets a real need our partner churches see around them. Together they care for the whole person: mind, body, livelihood and faith.`,
        )}
      >
        <InfoCards
          cards={shown.map((program) => ({
            title: program.title,
            text: <p>{program.summary}</p>,
            icon: programIcons[program.slug],
            href: `/programs/${program.slug}`,
            linkLabel: i18n._(msg`Learn more`),
          }))}
        />
      </PageSection>

      <PageSection
        title={i18n._(msg`Our Impact`)}
        intro={i18n._(
          msg`Behind every number is a child, a parent or a church with a name and a story. This is what we have achieved together so far.`,
        )}
        muted
      >
        <InfoCards
          cards={shown.map((program) => ({
            title: program.title,
            text: <ImpactFigures figures={program.impact} compact />,
            icon: programIcons[program.slug],
          }))}
        />
      </PageSection>

      <CallToAction
        title={i18n._(msg`Join Us`)}
        text={i18n._(
          msg`Pray, give, volunteer or bring your church into the partnership. We would love to hear from you and find the way that fits you best.`,
        )}
        links={[{ to: '/contact-us', label: i18n._(msg`Get Involved`) }]}
      />
    </>
  );
}
