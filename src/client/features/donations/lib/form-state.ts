import { DONATION } from '#shared/donations.ts';

export type Frequency = 'once' | 'monthly';

export interface DonationFormState {
  frequency: Frequency;
  /** The chosen preset in SEK; null once a custom amount took over. */
  preset: number | null;
  /** The custom amount as typed. */
  custom: string;
  name: string;
  email: string;
  /** The giver asks for a tax reduction (offered only when the site is approved for it). */
  taxReduction: boolean;
  personalNumber: string;
}

export const initialFormState: DonationFormState = {
  frequency: 'once',
  preset: DONATION.defaultSek,
  custom: '',
  name: '',
  email: '',
  taxReduction: false,
  personalNumber: '',
};

export type FormAction =
  | { type: 'frequency'; frequency: Frequency }
  | { type: 'preset'; amount: number }
  | { type: 'custom'; value: string }
  | { type: 'name'; value: string }
  | { type: 'email'; value: string }
  | { type: 'taxReduction'; value: boolean }
  | { type: 'personalNumber'; value: string }
  /** After a gift: back to the start, except that a monthly giver stays on monthly. */
  | { type: 'reset'; keepFrequency: Frequency };

const parseAmount = (text: string) => Number.parseFloat(text.replace(',', '.'));

export function formReducer(state: DonationFormState, action: FormAction): DonationFormState {
  switch (action.type) {
    case 'frequency':
      return { ...state, frequency: action.frequency };
    case 'preset':
      return { ...state, preset: action.amount, custom: '' };
    case 'custom':
      // A valid positive amount takes over from the preset.
      return parseAmount(action.value) > 0
        ? { ...state, custom: action.value, preset: null }
        : { ...state, custom: action.value };
    case 'name':
      return { ...state, name: action.value };
    case 'email':
      return { ...state, email: action.value };
    case 'taxReduction':
      return { ...state, taxReduction: action.value };
    case 'personalNumber':
      return { ...state, personalNumber: action.value };
    case 'reset':
      return { ...initialFormState, frequency: action.keepFrequency };
  }
}

/** The amount to give in SEK: the custom amount when it is a number above 0, else the preset. */
export function effectiveAmount(state: DonationFormState): number {
  const custom = parseAmount(state.custom);
  return custom > 0 ? custom : (state.preset ?? 0);
}

/** The number to send: only while the giver asks for a tax reduction. */
export const personalNumberOf = (state: DonationFormState): string | undefined =>
  state.taxReduction ? state.personalNumber.trim() : undefined;

export const belowMinimum = (amountSek: number) => amountSek < DONATION.minimumSek;
