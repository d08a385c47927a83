import type { z } from 'zod';
import { useAdminMutation } from '#client/components/admin/use-admin-mutation.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import type { adminFundraiserSchema, fundraiserDecisionSchema } from '#shared/schemas/appeals.ts';

export type AdminFundraiser = z.infer<typeof adminFundraiserSchema>;
type Decision = z.input<typeof fundraiserDecisionSchema>;

export const fundraisersAdminScope = 'fundraisers';
/** Every fundraiser, waiting ones first, with the organiser's address and reports. */
export const adminFundraisersQueryKey = ['admin', 'fundraisers'] as const;

export const fetchAdminFundraisers = async () =>
  (await apiFetch<{ fundraisers: AdminFundraiser[] }>('/api/admin/fundraisers')).fundraisers;

const useFundraiserMutation = <TInput>(label: string, send: (input: TInput) => Promise<unknown>) =>
  useAdminMutation({
    scope: fundraisersAdminScope,
    label,
    queryKey: adminFundraisersQueryKey,
    mutationFn: send,
  });

/** Approves a waiting fundraiser, or declines it (or takes a public one down) with a reason. */
export const useDecideFundraiser = () =>
  useFundraiserMutation(
    'Fundraiser decision failed',
    ({ id, ...decision }: { id: number } & Decision) =>
      apiFetch(`/api/admin/fundraisers/${id}/decision`, { method: 'POST', json: decision }),
  );

/** Marks a report about a fundraiser handled. */
export const useHandleReport = () =>
  useFundraiserMutation(
    'Report update failed',
    ({ id, reportId }: { id: number; reportId: number }) =>
      apiFetch(`/api/admin/fundraisers/${id}/reports/${reportId}/handled`, { method: 'POST' }),
  );
