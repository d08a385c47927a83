import { brand } from '#shared/brand.ts';
import type { Statement } from '#shared/schemas/my-gifts.ts';
import type { StatementsRepo } from './repo.ts';

/**
 * A calendar year as Sweden counts it: from midnight on 1 January in Stockholm, which is always
 * winter time (UTC+1), to the same moment a year later. ISO times, so they compare with paid_at.
 */
export function swedishYear(year: number): { from: string; to: string } {
  const newYear = (y: number) => new Date(Date.UTC(y, 0, 1, -1)).toISOString();
  return { from: newYear(year), to: newYear(year + 1) };
}

/** The year in Stockholm at `date`. */
export function swedishYearOf(date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Stockholm' }).format(date),
  );
}

/** The month (1–12) in Stockholm at `date`. */
export function swedishMonthOf(date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: 'Europe/Stockholm' }).format(date),
  );
}

/**
 * One donor's statement of a year: every gift paid in it, net of what was refunded. A gift
 * refunded in full is left out; a partly refunded gift counts what was kept.
 */
export async function buildStatement(
  repo: StatementsRepo,
  email: string,
  year: number,
  organisationNumber: string | undefined,
): Promise<Statement> {
  const { from, to } = swedishYear(year);
  const rows = await repo.paidGifts(email, from, to);
  const gifts = rows
    .map((row) => ({
      date: row.paid_at ?? from,
      amountOre: row.amount_ore - row.refunded_ore,
      refundedOre: row.refunded_ore,
      kind: row.kind,
      method: row.method,
    }))
    .filter((gift) => gift.amountOre > 0);
  return {
    year,
    organisation: { name: brand.name, number: organisationNumber ?? null },
    email,
    donorName: rows.findLast((row) => row.donor_name)?.donor_name ?? null,
    gifts,
    totalOre: gifts.reduce((total, gift) => total + gift.amountOre, 0),
  };
}
