/**
 * Skatteverket's rules for the tax reduction on gifts (skattereduktion för gåvor), in one place,
 * each with the year it applies from: the newest rule not after a gift's year is that year's.
 */
export const TAX_REDUCTION_RULES = [
  {
    fromYear: 2019,
    /** A gift counts when one occasion's payment is at least this much. */
    minimumGiftOre: 200_00,
    /** The reduction is this share of the year's qualifying gifts… */
    reductionPercent: 25,
    /** …of at most this much in gifts a year. */
    maximumGiftsPerYearOre: 6_000_00,
    /** The giver must be this old at the end of the year. */
    minimumAge: 18,
  },
] as const;

export type TaxReductionRule = (typeof TAX_REDUCTION_RULES)[number];

/** The rule for gifts made in `year`. */
export function taxReductionRule(year: number): TaxReductionRule {
  const rules = [...TAX_REDUCTION_RULES].sort((a, b) => b.fromYear - a.fromYear);
  return rules.find((rule) => rule.fromYear <= year) ?? (rules.at(-1) as TaxReductionRule);
}
