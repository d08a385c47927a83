/**
 * The organisation's public details, in one place. The defaults are neutral placeholders:
 * replace them with the charity's own before going live (`npm start` rebuilds the pages).
 */
export const brand = {
  name: 'Hope Bridge',
  tagline: 'Walking with partner churches to give children and families a future and a hope.',
  email: 'info@example.org',
  phone: '+46 8 123 456 78',
  address: {
    street: 'Kyrkogatan 1',
    postalCode: '111 22',
    city: 'Stockholm',
    country: 'Sweden',
  },
  activeSince: 2011,
  copyrightYear: 2025,
  social: [
    { name: 'Facebook', url: '' },
    { name: 'Instagram', url: '' },
    { name: 'YouTube', url: '' },
  ],
} as const;

/**
 * The site's colours (`--color-*` in src/client/styles/global.css, which a test keeps equal), for
 * what is drawn outside the browser's stylesheet: the e-mails' HTML part and the cards' PDFs.
 */
export const brandColours = {
  primary: '#1f6f8b',
  primaryDark: '#14384a',
  accent: '#f2b134',
  accentDark: '#8a5a00',
  text: '#1c2a33',
  textMuted: '#4a5a64',
  bg: '#f8faf9',
  surface: '#ffffff',
  mutedBg: '#eef3f4',
  border: '#d5dfe2',
} as const;

export const partnerCountries = [
  'Sweden',
  'Burundi',
  'Rwanda',
  'Democratic Republic of Congo',
] as const;

export function pageTitle(title?: string): string {
  return title ? `${title} | ${brand.name}` : brand.name;
}
