import { apiFetch } from '#client/lib/api-client.ts';
import type {
  CreatePaymentIntentInput,
  CreatePaymentIntentResponse,
  CreateRecurringDonationInput,
  CreateRecurringDonationResponse,
  DonationsReport,
  GivingOverview,
  PaymentConfigResponse,
  SendDonationEmailsInput,
} from '#shared/schemas/donations.ts';
import type { TaxReport } from '#shared/schemas/tax-reduction.ts';

/** The donation calls, by the specification's names. */
export const donationApi = {
  config: () => apiFetch<PaymentConfigResponse>('/api/stripe/config'),
  createPaymentIntent: (input: CreatePaymentIntentInput) =>
    apiFetch<CreatePaymentIntentResponse>('/api/create-payment-intent', {
      method: 'POST',
      json: input,
    }),
  createRecurringDonation: (input: CreateRecurringDonationInput) =>
    apiFetch<CreateRecurringDonationResponse>('/api/create-recurring-donation', {
      method: 'POST',
      json: input,
    }),
  sendDonationEmails: (input: SendDonationEmailsInput) =>
    apiFetch<{ sent: boolean }>('/api/send-donation-emails', { method: 'POST', json: input }),
};

export type DonationApi = typeof donationApi;

export const fetchDonationsReport = (from: string, to: string) =>
  apiFetch<DonationsReport>(`/api/admin/donations?${new URLSearchParams({ from, to })}`);

export const donationsCsvUrl = (from: string, to: string) =>
  `/api/admin/export/donations.csv?${new URLSearchParams({ from, to })}`;

export const fetchTaxReport = (year: number) =>
  apiFetch<TaxReport>(`/api/admin/tax-reduction?${new URLSearchParams({ year: String(year) })}`);

export const taxReportCsvUrl = (year: number) =>
  `/api/admin/export/tax-reduction.csv?${new URLSearchParams({ year: String(year) })}`;
export const fetchGivingOverview = () => apiFetch<GivingOverview>('/api/admin/giving');
