export function percentile(values: readonly number[], p: number): number;
export function median(values: readonly number[]): number;
