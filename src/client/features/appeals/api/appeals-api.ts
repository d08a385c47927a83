import { useQuery } from '@tanstack/react-query';
import { itemQuery, pageQuery, pageQueryOptions } from '#client/lib/page-query.ts';
import type { Appeal, PublicFundraiser, PublicGift } from '#shared/schemas/appeals.ts';

/** An appeal's or fundraiser's page: the item and the latest gifts that may be shown. */
export interface WithGifts<Item> {
  item: Item;
  latestGifts: PublicGift[];
}

/** The published appeals running today; Home shows the first. */
export const currentAppealsQuery = pageQuery(
  ['appeals'],
  '/api/appeals',
  (body: { appeals: Appeal[] }) => body.appeals,
);

/** A published or ended appeal, or null when there is none with that slug. */
export const appealQuery = (slug: string) =>
  itemQuery(
    ['appeals', slug],
    `/api/appeals/${encodeURIComponent(slug)}`,
    (body: { appeal: Appeal; latestGifts: PublicGift[] }): WithGifts<Appeal> => ({
      item: body.appeal,
      latestGifts: body.latestGifts,
    }),
  );

/** An approved fundraiser, or null when there is none with that slug. */
export const fundraiserQuery = (slug: string) =>
  itemQuery(
    ['fundraisers', slug],
    `/api/fundraisers/${encodeURIComponent(slug)}`,
    (body: {
      fundraiser: PublicFundraiser;
      latestGifts: PublicGift[];
    }): WithGifts<PublicFundraiser> => ({
      item: body.fundraiser,
      latestGifts: body.latestGifts,
    }),
  );

export const useCurrentAppeal = (): Appeal | undefined =>
  useQuery(pageQueryOptions(currentAppealsQuery, 'Appeals load failed')).data?.[0];

export const useAppeal = (slug: string) =>
  useQuery(pageQueryOptions(appealQuery(slug), 'Appeal load failed')).data;

export const useFundraiser = (slug: string) =>
  useQuery(pageQueryOptions(fundraiserQuery(slug), 'Fundraiser load failed')).data;
