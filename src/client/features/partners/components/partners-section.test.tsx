import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as render } from '#client/testing/render.tsx';
import { partners } from '#shared/content/partners.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { type Text, translate } from '#shared/i18n/message.ts';
import { PartnersSection } from './partners-section.tsx';

const english = (text: Text) => translate(i18nFor('en'), text);

describe('Our Partners', () => {
  it('lists every built-in partner with its emblem at once (no data to load)', () => {
    render(<PartnersSection />);
    const section = screen.getByRole('region', { name: 'Our Partners' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(partners.length);
    for (const [index, partner] of partners.entries()) {
      const item = within(items[index]!);
      expect(item.getByRole('heading', { level: 3 })).toHaveTextContent(english(partner.name));
      expect(items[index]).toHaveTextContent(english(partner.description));
      const image = item.getByRole('img', { name: english(partner.imageAlt) });
      expect(image).toHaveAttribute('src', partner.image);
      expect(image).toHaveAttribute('width', String(partner.width));
      expect(image).toHaveAttribute('height', String(partner.height));
    }
  });

  it('is whole in the server-rendered HTML', () => {
    const html = renderToString(
      <I18nProvider i18n={i18nFor('en')}>
        <PartnersSection />
      </I18nProvider>,
    );
    for (const partner of partners) {
      expect(html).toContain(partner.image);
      expect(html).toContain(english(partner.description));
    }
  });

  it('speaks Swedish on a Swedish page', () => {
    render(<PartnersSection />, { locale: 'sv' });
    const section = screen.getByRole('region', { name: 'Våra partner' });
    expect(
      within(section).getByRole('heading', { name: 'Ljuspunktskyrkan, Uppsala' }),
    ).toBeVisible();
    expect(
      within(section).getByRole('img', { name: 'Emblem: ett vitt träd mot guldgul bakgrund' }),
    ).toBeVisible();
  });
});
