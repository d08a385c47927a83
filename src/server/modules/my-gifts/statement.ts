import { brand } from '#shared/brand.ts';
import type { Statement } from '#shared/schemas/my-gifts.ts';
import { stockholmYearSpan } from '#shared/stockholm.ts';
import type { StatementsRepo } from './repo.ts';

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
  const { from, to } = stockholmYearSpan(year);
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
