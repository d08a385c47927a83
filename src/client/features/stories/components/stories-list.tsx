import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { CardListSection } from '#client/components/card-list-section.tsx';
import { useStories } from '../api/stories-api.ts';
import { StoriesBrowser } from './stories-browser.tsx';

/** The stories page's island: the list with its filters, from the page's data. */
export function StoriesList() {
  const { i18n } = useLingui();
  return (
    <CardListSection
      query={useStories()}
      failure={i18n._(msg`The stories could not be loaded. Please reload the page.`)}
      skeletonCount={8}
    >
      {(stories) => <StoriesBrowser stories={stories} />}
    </CardListSection>
  );
}
