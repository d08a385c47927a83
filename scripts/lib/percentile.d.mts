export function percentile(values: readonly number[], p: number): number;
