import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Lightbulb, Mountain } from 'lucide-react';
import { ButtonLink } from '#client/components/button-link.tsx';
import { usePathname } from '#client/lib/location.ts';
import { programPageText } from '#shared/content/program-pages.ts';
import { programs, programText } from '#shared/content/programs.ts';
import { splitLocalePath } from '#shared/i18n/locale.ts';
import { CallToAction } from '../components/call-to-action.tsx';
import { CheckList } from '../components/check-list.tsx';
import { SceneIllustration } from '../components/illustrations/scene-illustration.tsx';
import { ImpactFigures } from '../components/impact-figures.tsx';
import { InfoCards } from '../components/info-cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';
import { PanelPair } from '../components/panel-pair.tsx';
import { programIcons, programMotifs } from '../components/program-visuals.ts';
import { QuoteCard } from '../components/quote-card.tsx';

/** The one layout shared by the six program pages; the program comes from the URL. */
export default function ProgramPage() {
  const { i18n } = useLingui();
  const { path } = splitLocalePath(usePathname());
  const found = programs.find((candidate) => path === `/programs/${candidate.slug}`);
  if (!found) {
    return (
      <PageHero
        title={i18n._(msg`Program not found`)}
        subtitle={i18n._(msg`We could not find this program.`)}
      >
        <ButtonLink to="/our-work" variant="primary">
          {i18n._(msg`See all our programs`)}
        </ButtonLink>
      </PageHero>
    );
  }

  const program = { ...programText(i18n, found), ...programPageText(i18n, found.slug) };
  const otherPrograms = programs
    .filter((other) => other.slug !== program.slug)
    .map((other) => programText(i18n, other));

  return (
    <>
      <PageHero title={program.title} subtitle={program.summary}>
        <ButtonLink to="/#donate" variant="primary">
          {i18n._(msg`Support this program`)}
        </ButtonLink>
      </PageHero>

      <PageSection
        title={i18n._(msg`About the Program`)}
        media={<SceneIllustration motif={programMotifs[program.slug]} />}
      >
        {program.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h3>{i18n._(msg`What the program includes`)}</h3>
        <CheckList items={program.highlights} />
      </PageSection>

      <PanelPair
        first={{
          title: i18n._(msg`The Challenge`),
          icon: Mountain,
          children: <p>{program.challenge}</p>,
        }}
        second={{
          title: i18n._(msg`Our Response`),
          icon: Lightbulb,
          children: <p>{program.response}</p>,
        }}
      />

      <PageSection title={i18n._(msg`In Their Own Words`)}>
        <QuoteCard {...program.testimonial} />
      </PageSection>

      <PageSection
        title={i18n._(msg`Our Impact`)}
        intro={i18n._(
          msg`What this program has achieved together with our partner churches so far.`,
        )}
        muted
      >
        <ImpactFigures figures={program.impact} />
      </PageSection>

      <CallToAction
        title={i18n._(msg`Be Part of This Work`)}
        text={i18n._(
          msg`Pray with us, give, or bring your skills as a volunteer. Every gift of time and money helps a family take the next step.`,
        )}
        links={[
          { to: '/volunteer', label: i18n._(msg`Become a Volunteer`) },
          { to: '/contact-us', label: i18n._(msg`Contact Us`) },
        ]}
      />

      <PageSection title={i18n._(msg`Explore Our Other Programs`)}>
        <InfoCards
          cards={otherPrograms.map((other) => ({
            title: other.title,
            text: <p>{other.summary}</p>,
            icon: programIcons[other.slug],
            href: `/programs/${other.slug}`,
            linkLabel: i18n._(msg`Learn more`),
          }))}
        />
      </PageSection>
    </>
  );
}
