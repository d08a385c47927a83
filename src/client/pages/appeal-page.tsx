import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '#client/components/button-link.tsx';
import {
  appealQuery,
  CampaignGiving,
  CampaignLayout,
  CampaignPicture,
  LatestGifts,
  useAppeal,
  type WithGifts,
} from '#client/features/appeals/index.ts';
import { StoryBlocks } from '#client/features/stories/index.ts';
import { useTextLang } from '#client/lib/i18n/text-lang.ts';
import type { Params } from '#client/lib/match-path.ts';
import { itemPageData, linkPreview } from '#client/lib/page-data.ts';
import { illustrationSize } from '#shared/content/illustrations.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Appeal } from '#shared/schemas/appeals.ts';

export const pageData = itemPageData({
  // Raised totals change with each confirmed gift: the appeals module raises the topic.
  topics: ['appeals'],
  query: appealQuery,
  meta: ({ item: appeal }: WithGifts<Appeal>, i18n) => ({
    title: appeal.title,
    description: appeal.summary,
    ...linkPreview(
      { section: 'appeals', id: appeal.slug, locale: i18n.locale as Locale },
      appeal.image,
      i18n._(msg`Appeal`),
    ),
  }),
});

export default function AppealPage({ params }: { params: Params }) {
  const found = useAppeal(params.id ?? '');
  if (!found) return <AppealNotFound />;
  return <AppealView {...found} />;
}

function AppealView({ item: appeal, latestGifts }: WithGifts<Appeal>) {
  const lang = useTextLang(appeal.lang);
  const { ended } = appeal.progress;
  return (
    <CampaignLayout
      eyebrow={ended ? <Trans>Appeal · ended</Trans> : <Trans>Appeal</Trans>}
      title={appeal.title}
      lead={appeal.summary}
      lang={lang}
      picture={
        <CampaignPicture src={appeal.image} alt={appeal.alt} lang={lang} {...illustrationSize} />
      }
      side={
        <>
          <CampaignGiving
            progress={appeal.progress}
            target={{ appeal: appeal.slug }}
            whileOpen={
              <ButtonLink to={`/start-a-fundraiser?appeal=${encodeURIComponent(appeal.slug)}`}>
                <Trans>Start a fundraiser for this appeal</Trans>
              </ButtonLink>
            }
          />
          <LatestGifts gifts={latestGifts} headingId="latest-gifts-heading" />
        </>
      }
    >
      <StoryBlocks blocks={appeal.content} textLang={appeal.lang} />
    </CampaignLayout>
  );
}

function AppealNotFound() {
  return (
    <div className="container section">
      <h1>
        <Trans>Appeal not found.</Trans>
      </h1>
      <ButtonLink to="/">
        <Trans>Back to the home page</Trans>
      </ButtonLink>
    </div>
  );
}
