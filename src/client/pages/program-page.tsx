import { Lightbulb, Mountain } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '#client/components/button-link.tsx';
import { programs } from '#shared/content/programs.ts';
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
  const { pathname } = useLocation();
  const program = programs.find((candidate) => pathname === `/programs/${candidate.slug}`);
  if (!program) {
    return (
      <PageHero title="Program not found" subtitle="We could not find this program.">
        <ButtonLink to="/our-work" variant="primary">
          See all our programs
        </ButtonLink>
      </PageHero>
    );
  }

  const otherPrograms = programs.filter((other) => other.slug !== program.slug);

  return (
    <>
      <PageHero title={program.title} subtitle={program.summary}>
        <ButtonLink to="/#donate" variant="primary">
          Support this program
        </ButtonLink>
      </PageHero>

      <PageSection
        title="About the Program"
        media={<SceneIllustration motif={programMotifs[program.slug]} />}
      >
        {program.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h3>What the program includes</h3>
        <CheckList items={program.highlights} />
      </PageSection>

      <PanelPair
        first={{ title: 'The Challenge', icon: Mountain, children: <p>{program.challenge}</p> }}
        second={{ title: 'Our Response', icon: Lightbulb, children: <p>{program.response}</p> }}
      />

      <PageSection title="In Their Own Words">
        <QuoteCard {...program.testimonial} />
      </PageSection>

      <PageSection
        title="Our Impact"
        intro="What this program has achieved together with our partner churches so far."
        muted
      >
        <ImpactFigures figures={program.impact} />
      </PageSection>

      <CallToAction
        title="Be Part of This Work"
        text="Pray with us, give, or bring your skills as a volunteer. Every gift of time and money helps a family take the next step."
        links={[
          { to: '/volunteer', label: 'Become a Volunteer' },
          { to: '/contact-us', label: 'Contact Us' },
        ]}
      />

      <PageSection title="Explore Our Other Programs">
        <InfoCards
          cards={otherPrograms.map((other) => ({
            title: other.title,
            text: <p>{other.summary}</p>,
            icon: programIcons[other.slug],
            href: `/programs/${other.slug}`,
            linkLabel: 'Learn more',
          }))}
        />
      </PageSection>
    </>
  );
}
