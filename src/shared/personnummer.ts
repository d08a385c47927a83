import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { passesLuhn } from './luhn.ts';
import { taxReductionRule } from './tax-reduction.ts';

/**
 * Swedish personal identity numbers (personnummer) and co-ordination numbers
 * (samordningsnummer: the day plus 60), as a giver may type them:
 * YYYYMMDD-NNNN, YYYYMMDDNNNN, YYMMDD-NNNN, YYMMDDNNNN, or YYMMDD+NNNN for people of 100 or more.
 * Pure, so the browser's form and the server check them the same way.
 */

export type PersonnummerProblem = 'format' | 'date' | 'checkDigit';

export type ParsedPersonnummer =
  | { ok: true /** Twelve digits, YYYYMMDDNNNN. */; digits: string; birthYear: number }
  | { ok: false; problem: PersonnummerProblem };

const PATTERN = /^(\d{2})?(\d{6})([-+]?)(\d{4})$/;
const COORDINATION_DAY_OFFSET = 60;

/** Reads `input` as of `today` (which settles the century of a two-digit year). */
export function parsePersonnummer(input: string, today: Date): ParsedPersonnummer {
  const match = PATTERN.exec(input.replace(/\s+/g, ''));
  if (!match) return { ok: false, problem: 'format' };
  const [, century, date = '', separator, serial = ''] = match;
  if (century && separator === '+') return { ok: false, problem: 'format' };
  const year = century
    ? Number(`${century}${date.slice(0, 2)}`)
    : fullYear(Number(date.slice(0, 2)), separator === '+', today);
  const month = Number(date.slice(2, 4));
  const dayField = Number(date.slice(4, 6));
  const day = dayField > COORDINATION_DAY_OFFSET ? dayField - COORDINATION_DAY_OFFSET : dayField;
  if (!isRealDate(year, month, day) || Date.UTC(year, month - 1, day) > today.getTime()) {
    return { ok: false, problem: 'date' };
  }
  if (!passesLuhn(`${date}${serial}`)) return { ok: false, problem: 'checkDigit' };
  return { ok: true, digits: `${year}${date.slice(2)}${serial}`, birthYear: year };
}

/** The latest year ending in `yy` not after this year; 100 years earlier with a plus sign. */
function fullYear(yy: number, hundredOrMore: boolean, today: Date): number {
  const thisYear = today.getUTCFullYear();
  let year = thisYear - ((thisYear - yy) % 100);
  if (hundredOrMore) year -= 100;
  return year;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The age a giver reaches during `year` (at its end), which must be 18 for a tax reduction. */
export const ageAtEndOf = (year: number, birthYear: number) => year - birthYear;

/** For the admin's screens: the birth date shown, the last four digits hidden. */
export const maskPersonnummer = (digits: string) => `${digits.slice(0, 8)}-••••`;

/** As Skatteverket writes it: YYYYMMDD-NNNN. */
export const formatPersonnummer = (digits: string) => `${digits.slice(0, 8)}-${digits.slice(8)}`;

export const PERSONNUMMER_MESSAGES = {
  format: msg`Please enter your personal identity number as YYYYMMDD-NNNN.`,
  date: msg`This personal identity number has a date that does not exist.`,
  checkDigit: msg`This personal identity number is not valid: please check the last digit.`,
  tooYoung: msg`A tax reduction is for givers who are 18 or older by the end of the year.`,
} satisfies Record<PersonnummerProblem | 'tooYoung', MessageDescriptor>;

/** A giver's number as the donation form and its calls check it: valid, and 18 by the end of this year. */
export function checkGiversPersonnummer(
  input: string,
  today: Date,
): { digits: string } | { problem: MessageDescriptor } {
  const parsed = parsePersonnummer(input, today);
  if (!parsed.ok) return { problem: PERSONNUMMER_MESSAGES[parsed.problem] };
  const year = today.getUTCFullYear();
  if (ageAtEndOf(year, parsed.birthYear) < taxReductionRule(year).minimumAge) {
    return { problem: PERSONNUMMER_MESSAGES.tooYoung };
  }
  return { digits: parsed.digits };
}
