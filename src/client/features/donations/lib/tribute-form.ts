import { type FieldErrors, fieldErrors } from '#client/lib/field-errors.ts';
import {
  type CardDelivery,
  type CardMotif,
  type TributeInput,
  type TributeKind,
  tributeSchema,
} from '#shared/schemas/tributes.ts';

/** The giver's answer to "Give in someone's name?": not, in memory of, or in honour of someone. */
export type TributeChoice = 'none' | TributeKind;

/** The tribute's fields as the form holds them (the address flat, as its fields are). */
export interface TributeFormState {
  choice: TributeChoice;
  personName: string;
  greeting: string;
  signedBy: string;
  showAmount: boolean;
  motif: CardMotif;
  delivery: CardDelivery;
  recipientName: string;
  recipientEmail: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export const initialTributeState: TributeFormState = {
  choice: 'none',
  personName: '',
  greeting: '',
  signedBy: '',
  showAmount: false,
  motif: 'dove',
  delivery: 'email',
  recipientName: '',
  recipientEmail: '',
  street: '',
  postalCode: '',
  city: '',
  country: '',
};

/** The text fields in the form's order: the first wrong one takes focus. */
export const TRIBUTE_TEXT_FIELDS = [
  'personName',
  'greeting',
  'signedBy',
  'recipientName',
  'recipientEmail',
  'street',
  'postalCode',
  'city',
  'country',
] as const satisfies readonly (keyof TributeFormState)[];
export type TributeTextField = (typeof TRIBUTE_TEXT_FIELDS)[number];

/** The tribute as the gift calls take it (`tributeSchema`); undefined when none was chosen. */
export function tributeInput(state: TributeFormState): TributeInput | undefined {
  if (state.choice === 'none') return undefined;
  const { recipientName } = state;
  return {
    kind: state.choice,
    personName: state.personName,
    greeting: state.greeting,
    signedBy: state.signedBy,
    showAmount: state.showAmount,
    motif: state.motif,
    delivery:
      state.delivery === 'email'
        ? { method: 'email', recipientName, recipientEmail: state.recipientEmail }
        : {
            method: 'post',
            recipientName,
            address: {
              street: state.street,
              postalCode: state.postalCode,
              city: state.city,
              country: state.country,
            },
          },
  };
}

/**
 * What the server would refuse in the tribute, by field (its messages are catalog ids); empty
 * when it passes or none was chosen. A nested field is named by its own key (`street`).
 */
export function tributeErrors(state: TributeFormState): FieldErrors<TributeTextField> {
  const input = tributeInput(state);
  if (!input) return {};
  const parsed = tributeSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error, (path) => path.at(-1));
}
