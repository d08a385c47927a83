import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { partners } from '#shared/content/partners.ts';
import { PartnersSection } from './partners-section.tsx';

describe('Our Partners', () => {
  it('lists every built-in partner with its emblem at once (no data to load)', () => {
    render(<PartnersSection />);
    const section = screen.getByRole('region', { name: 'Our Partners' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(partners.length);
    for (const [index, partner] of partners.entries()) {
      const item = within(items[index]!);
      expect(item.getByRole('heading', { level: 3 })).toHaveTextContent(partner.name);
      expect(items[index]).toHaveTextContent(partner.description);
      const image = item.getByRole('img', { name: partner.imageAlt });
      expect(image).toHaveAttribute('src', partner.image);
      expect(image).toHaveAttribute('width', String(partner.width));
      expect(image).toHaveAttribute('height', String(partner.height));
    }
  });

  it('is whole in the server-rendered HTML', () => {
    const html = renderToString(<PartnersSection />);
    for (const partner of partners) {
      expect(html).toContain(partner.image);
      expect(html).toContain(partner.description);
    }
  });
});
