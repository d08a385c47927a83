import { formatPersonnummer, maskPersonnummer } from '#shared/personnummer.ts';
import {
  createPersonalNumberBox,
  type PersonalNumberBox,
  UnreadablePersonalNumber,
} from './box.ts';

/** A gift's or standing order's tax-reduction columns, as stored. */
export interface TaxReductionColumns {
  tax_reduction: number;
  personal_number: string | null;
  personal_number_hmac: string | null;
}

/** What the admin sees of a number that cannot be opened (another key, or altered). */
const UNREADABLE = '••••••••-••••';

/**
 * The givers' personal identity numbers as the other modules handle them: sealed into columns
 * on the way in, opened (whole, or masked) on the way out. `key`: PERSONAL_DATA_KEY.
 */
export function createPersonalNumbers(key: Buffer | undefined) {
  const box: PersonalNumberBox | undefined = key ? createPersonalNumberBox(key) : undefined;

  /** The twelve digits, or undefined when the number cannot be opened. */
  function open(sealed: string): string | undefined {
    try {
      return box?.open(sealed);
    } catch (error) {
      if (error instanceof UnreadablePersonalNumber) return undefined;
      throw error;
    }
  }

  return {
    box,

    /** The columns of a gift given with `digits` (a giver asking for a tax reduction). */
    columnsFor(digits: string): TaxReductionColumns {
      if (!box) throw new Error('PERSONAL_DATA_KEY is needed to store personal identity numbers');
      return {
        tax_reduction: 1,
        personal_number: box.seal(digits),
        personal_number_hmac: box.hash(digits),
      };
    },

    open,

    /** YYYYMMDD-NNNN for the giver's own export; null when none. */
    whole(sealed: string | null): string | null {
      if (!sealed) return null;
      const digits = open(sealed);
      return digits ? formatPersonnummer(digits) : UNREADABLE;
    },

    /** The birth date with the last four digits hidden, for the admin's screens; null when none. */
    masked(sealed: string | null): string | null {
      if (!sealed) return null;
      const digits = open(sealed);
      return digits ? maskPersonnummer(digits) : UNREADABLE;
    },
  };
}

export type PersonalNumbers = ReturnType<typeof createPersonalNumbers>;
