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

export const partnerCountries = [
  'Sweden',
  'Burundi',
  'Rwanda',
  'Democratic Republic of Congo',
] as const;

export function pageTitle(title?: string): string {
  return title ? `${title} | ${brand.name}` : brand.name;
}
