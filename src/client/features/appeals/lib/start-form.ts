import type { FundraiserRequest } from '#shared/schemas/appeals.ts';

/** The form's values: the call's fields but the proof of work. */
export type StartFormValues = Omit<FundraiserRequest, 'altcha'>;

export const emptyStartForm: StartFormValues = {
  kind: 'birthday',
  title: '',
  inMemoryOf: '',
  organiserName: '',
  organiserEmail: '',
  story: '',
  goal: null,
  endsOn: '',
  emailPerGift: false,
};

/** The fields in the form's order: the first wrong one takes focus. */
export const startFormFields = [
  'kind',
  'inMemoryOf',
  'title',
  'story',
  'goal',
  'endsOn',
  'organiserName',
  'organiserEmail',
] as const;

/** The goal as typed: none when empty. */
export const goalOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));
