import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PagePathContext } from '#client/lib/location.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import ProgramPage from './program-page.tsx';

// The spec's impact figures, per program page.
const figures: Record<string, [number, string][]> = {
  'education-support': [
    [200, 'Children kept in school'],
    [150, 'Families engaged'],
  ],
  'entrepreneurship-savings': [
    [120, 'Entrepreneurs trained'],
    [40, 'Savings groups'],
  ],
  'bio-intensive-agriculture': [
    [80, 'Families trained'],
    [60, 'Demonstration gardens'],
  ],
  'community-development': [
    [500, 'Participants trained'],
    [30, 'projects'],
  ],
  'outreach-bible-teaching': [
    [20, 'Churches equipped'],
    [300, 'Children reached each month'],
  ],
  'health-nutrition': [
    [400, 'Hygiene kits'],
    [200, 'Families trained in nutrition'],
  ],
};

function renderAt(path: string) {
  render(
    <I18nProvider i18n={i18nFor(localeOfPath(path))}>
      <PagePathContext value={path}>
        <ProgramPage />
      </PagePathContext>
    </I18nProvider>,
  );
}

describe('ProgramPage', () => {
  it.each(Object.entries(figures))(
    'shows the shared layout and figures of %s',
    (slug, expected) => {
      renderAt(`/programs/${slug}`);

      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      for (const name of ['About the Program', 'The Challenge', 'Our Response', 'Our Impact']) {
        expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      }
      expect(
        screen.getByRole('heading', { level: 3, name: 'What the program includes' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('blockquote')).toBeInTheDocument();

      const impact = screen.getByRole('region', { name: 'Our Impact' });
      const items = within(impact).getAllByRole('listitem');
      expect(items).toHaveLength(expected.length);
      expected.forEach(([value, label], index) => {
        expect(items[index]).toHaveTextContent(new RegExp(`^${value} .*${label}`, 'i'));
      });

      // The five other programs are linked, not this one.
      const others = screen.getByRole('region', { name: 'Explore Our Other Programs' });
      const links = within(others).getAllByRole('link');
      expect(links).toHaveLength(5);
      expect(links.map((link) => link.getAttribute('href'))).not.toContain(`/programs/${slug}`);
    },
  );

  it('offers the list of programs for an unknown program path', () => {
    renderAt('/programs/unknown');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Program not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all our programs' })).toHaveAttribute(
      'href',
      '/our-work',
    );
  });

  it('is in Swedish under /sv, linking to the Swedish pages', () => {
    renderAt('/sv/programs/education-support');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stöd till skolgång' }),
    ).toBeInTheDocument();
    const impact = screen.getByRole('region', { name: 'Arbetet i siffror' });
    expect(within(impact).getAllByRole('listitem')[0]).toHaveTextContent(
      '200 Barn som kunnat gå kvar i skolan',
    );
    expect(screen.getByRole('link', { name: 'Stöd det här programmet' })).toHaveAttribute(
      'href',
      '/sv#donate',
    );
    const others = screen.getByRole('region', { name: 'Upptäck våra andra program' });
    expect(within(others).getByRole('link', { name: 'Hälsa och kost' })).toHaveAttribute(
      'href',
      '/sv/programs/health-nutrition',
    );
  });
});
