import { ageAtEndOf, maskPersonnummer, parsePersonnummer } from '#shared/personnummer.ts';
import type { TaxReport, TaxReportProblem } from '#shared/schemas/tax-reduction.ts';
import { stockholmMidnight, stockholmYearSpan } from '#shared/stockholm.ts';
import { taxReductionRule } from '#shared/tax-reduction.ts';
import type { AppDeps } from '../../deps.ts';
import { createPersonalNumbers } from '../../lib/personal-numbers/personal-numbers.ts';
import { createTaxReductionRepo } from './repo.ts';

export type TaxReductionServiceDeps = Pick<AppDeps, 'db'> & {
  config: Pick<AppDeps['config'], 'taxReduction' | 'organisationNumber' | 'personalDataKey'>;
};

/** A giver's year: the whole number (for Skatteverket's file) or why it cannot be reported. */
export interface GiverYear {
  digits: string | null;
  name: string | null;
  totalOre: number;
  gifts: number;
  problem: TaxReportProblem | null;
}

/**
 * The yearly report for Skatteverket's control statements (kontrolluppgifter): per giver and
 * year, the sum of the gifts that count toward a tax reduction, and what cannot be reported.
 */
export function createTaxReductionService(deps: TaxReductionServiceDeps) {
  const repo = createTaxReductionRepo(deps.db);
  const numbers = createPersonalNumbers(deps.config.personalDataKey);

  /** The year's givers, each number opened once; sorted by number, the ones with problems last. */
  async function giversIn(year: number, approvedFrom: string): Promise<GiverYear[]> {
    const yearSpan = stockholmYearSpan(year);
    const approved = stockholmMidnight(approvedFrom).getTime();
    const rows = await repo.giversOf({
      start: new Date(Math.max(approved, Date.parse(yearSpan.from))).toISOString(),
      end: yearSpan.to,
      minimumGiftOre: taxReductionRule(year).minimumGiftOre,
    });
    const givers = rows.map(({ personalNumber, ...sums }): GiverYear => {
      const digits = personalNumber ? (numbers.open(personalNumber) ?? null) : null;
      return { ...sums, digits, problem: problemOf(personalNumber, digits, year) };
    });
    return givers.sort(
      (a, b) =>
        Number(a.problem !== null) - Number(b.problem !== null) ||
        (a.digits ?? '').localeCompare(b.digits ?? ''),
    );
  }

  return {
    /** The year's report, or undefined when the tax reduction is not switched on. */
    async yearly(year: number) {
      const { taxReduction, organisationNumber } = deps.config;
      if (!taxReduction || !organisationNumber) return undefined;
      const givers = await giversIn(year, taxReduction.approvedFrom);
      return {
        year,
        approvedFrom: taxReduction.approvedFrom,
        organisationNumber,
        minimumGiftOre: taxReductionRule(year).minimumGiftOre,
        givers,
      };
    },
  };
}

export type TaxReductionService = ReturnType<typeof createTaxReductionService>;
export type YearlyTaxReport = NonNullable<Awaited<ReturnType<TaxReductionService['yearly']>>>;

function problemOf(sealed: string | null, digits: string | null, year: number) {
  if (!sealed) return 'missing';
  if (!digits) return 'unreadable';
  const parsed = parsePersonnummer(digits, new Date(Date.UTC(year, 11, 31)));
  if (!parsed.ok) return 'invalid';
  if (ageAtEndOf(year, parsed.birthYear) < taxReductionRule(year).minimumAge) return 'underAge';
  return null;
}

/** The report as the admin's screen shows it: numbers masked, the givers with problems apart. */
export function onScreen({ givers, ...report }: YearlyTaxReport): TaxReport {
  const rows: TaxReport['rows'] = [];
  const warnings: TaxReport['warnings'] = [];
  for (const { digits, problem, ...sums } of givers) {
    const personalNumber = digits ? maskPersonnummer(digits) : null;
    if (problem || !personalNumber)
      warnings.push({ ...sums, personalNumber, problem: problem ?? 'missing' });
    else rows.push({ ...sums, personalNumber });
  }
  return { ...report, rows, warnings };
}
