import type { TributeInput } from '#shared/schemas/tributes.ts';

/** A gift's card by e-mail, in memory of someone, as the donation form sends it. */
export const tributeByEmail: TributeInput = {
  kind: 'memory',
  personName: 'Karin Lund',
  greeting: 'Vi tänker på er.\nMed varma hälsningar',
  signedBy: 'Anna och Per',
  showAmount: true,
  motif: 'dove',
  delivery: { method: 'email', recipientName: 'Familjen Lund', recipientEmail: 'lund@example.org' },
};

/** A gift's card by post, in honour of someone: it waits in the admin's cards to post. */
export const tributeByPost: TributeInput = {
  kind: 'honour',
  personName: 'Erik Berg',
  greeting: 'Happy 60th birthday!',
  signedBy: 'Your friends at church',
  showAmount: false,
  motif: 'sunrise',
  delivery: {
    method: 'post',
    recipientName: 'Erik Berg',
    address: { street: 'Storgatan 5', postalCode: '753 20', city: 'Uppsala', country: 'Sweden' },
  },
};
