import type { AppealFormValues } from '#shared/schemas/appeals.ts';

export function sampleAppeal(slug: string): AppealFormValues;
