import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '#client/components/button-link.tsx';
import {
  CampaignGiving,
  CampaignLayout,
  CampaignPicture,
  FundraiserStory,
  fundraiserQuery,
  kindEyebrows,
  LatestGifts,
  ShareLinks,
  useFundraiser,
  type WithGifts,
} from '#client/features/appeals/index.ts';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import type { Params } from '#client/lib/match-path.ts';
import { itemPageData } from '#client/lib/page-data.ts';
import { Island } from '#client/runtime/island.tsx';
import type { PublicFundraiser } from '#shared/schemas/appeals.ts';

/** A link preview's description: at most this many characters of the organiser's text. */
const PREVIEW_LENGTH = 200;

export const pageData = itemPageData({
  topics: ['fundraisers'],
  query: fundraiserQuery,
  meta: ({ item: fundraiser }: WithGifts<PublicFundraiser>, i18n) => {
    const { inMemoryOf } = fundraiser;
    const story = fundraiser.story.replace(/\s+/g, ' ').slice(0, PREVIEW_LENGTH);
    return {
      title: fundraiser.title,
      description: inMemoryOf ? i18n._(msg`In memory of ${inMemoryOf}. ${story}`) : story,
      ...(fundraiser.image ? { image: fundraiser.image.url } : {}),
    };
  },
});

export default function FundraiserPage({ params }: { params: Params }) {
  const found = useFundraiser(params.id ?? '');
  if (!found) return <FundraiserNotFound />;
  return <FundraiserView {...found} />;
}

function FundraiserView({ item: fundraiser, latestGifts }: WithGifts<PublicFundraiser>) {
  const { i18n } = useLingui();
  const { inMemoryOf, organiserName, appeal, image, progress } = fundraiser;
  return (
    <CampaignLayout
      eyebrow={
        inMemoryOf ? (
          <Trans>In memory of {inMemoryOf}</Trans>
        ) : (
          i18n._(kindEyebrows[fundraiser.kind])
        )
      }
      title={fundraiser.title}
      lead={
        (organiserName || appeal) && (
          <>
            {organiserName && <Trans>Organised by {organiserName}</Trans>}{' '}
            {appeal && <ForAppeal slug={appeal.slug} title={appeal.title} />}
          </>
        )
      }
      picture={
        image && (
          <CampaignPicture
            src={image.url}
            srcSet={image.srcset}
            alt=""
            width={image.width}
            height={image.height}
          />
        )
      }
      side={
        <>
          <CampaignGiving progress={progress} target={{ fundraiser: fundraiser.slug }} />
          <ShareLinks path={`/fundraisers/${fundraiser.slug}`} title={fundraiser.title} />
          <LatestGifts gifts={latestGifts} headingId="latest-gifts-heading" />
          <Island name="report-fundraiser" props={{ slug: fundraiser.slug }} hydrate="visible" />
        </>
      }
    >
      <FundraiserStory fundraiser={fundraiser} />
    </CampaignLayout>
  );
}

function ForAppeal({ slug, title }: { slug: string; title: string }) {
  return (
    <Trans>
      for our appeal <LocalizedLink to={`/appeals/${slug}`}>{title}</LocalizedLink>
    </Trans>
  );
}

function FundraiserNotFound() {
  return (
    <div className="container section">
      <h1>
        <Trans>Fundraiser not found.</Trans>
      </h1>
      <p>
        <Trans>It may not be public yet, or it has been taken down.</Trans>
      </p>
      <ButtonLink to="/start-a-fundraiser">
        <Trans>Start a fundraiser</Trans>
      </ButtonLink>
    </div>
  );
}
