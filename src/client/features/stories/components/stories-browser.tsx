import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Select, Trans } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { CardGrid, NoCards } from '#client/components/card-grid.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { type Story, storyCategories } from '#shared/content/stories.ts';
import { categoryNames } from '../lib/category-names.ts';
import { type CategoryFilter, filterStories } from '../lib/filter-stories.ts';
import styles from './stories.module.css';
import { StoryCard } from './story-card.tsx';

export const SEARCH_DEBOUNCE_MS = 150;
const FILTERS: CategoryFilter[] = ['All', ...storyCategories];

/** Category chips, a search field and the grid of matching stories. */
export function StoriesBrowser({ stories }: { stories: Story[] }) {
  const { i18n } = useLingui();
  const id = useId();
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const shown = filterStories(stories, category, debouncedQuery);
  const count = shown.length;
  const format = useFormat();
  const storyCount = format.number(count);
  const form = format.pluralForm(count);

  return (
    <>
      <div className={styles.toolbar}>
        <fieldset className={styles.chips}>
          <legend className="visually-hidden">
            <Trans>Category</Trans>
          </legend>
          {FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              className={styles.chip}
              aria-pressed={category === filter}
              onClick={() => setCategory(filter)}
            >
              {i18n._(categoryNames[filter])}
            </button>
          ))}
        </fieldset>
        <div className={styles.search}>
          <label htmlFor={`${id}-search`}>
            <Trans>Search stories</Trans>
          </label>
          <div className={styles.searchField}>
            <Search aria-hidden="true" size={18} />
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={i18n._(msg`Title, topic or country`)}
            />
          </div>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        <Select value={form} _one={`${storyCount} story`} other={`${storyCount} stories`} />
      </p>
      {count === 0 ? (
        <NoCards>
          <Trans>No stories found. Try a different filter or search term.</Trans>
        </NoCards>
      ) : (
        <CardGrid items={shown} keyOf={(story) => story.id}>
          {(story, loading) => <StoryCard story={story} loading={loading} />}
        </CardGrid>
      )}
    </>
  );
}
