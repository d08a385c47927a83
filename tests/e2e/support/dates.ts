/** A day counted from today, as a date field and the API take it (YYYY-MM-DD). */
export const dayFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
