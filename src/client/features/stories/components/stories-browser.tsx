import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { CardGrid, NoCards } from '#client/components/card-grid.tsx';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { type Story, storyCategories } from '#shared/content/stories.ts';
import { type CategoryFilter, filterStories } from '../lib/filter-stories.ts';
import styles from './stories.module.css';
import { StoryCard } from './story-card.tsx';

export const SEARCH_DEBOUNCE_MS = 150;
const FILTERS: CategoryFilter[] = ['All', ...storyCategories];
/** Cards in the first row on wide screens load at once; the rest when scrolled to. */
/** Category chips, a search field and the grid of matching stories. */
export function StoriesBrowser({ stories }: { stories: Story[] }) {
  const id = useId();
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const shown = filterStories(stories, category, debouncedQuery);

  return (
    <>
      <div className={styles.toolbar}>
        <fieldset className={styles.chips}>
          <legend className="visually-hidden">Category</legend>
          {FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              className={styles.chip}
              aria-pressed={category === filter}
              onClick={() => setCategory(filter)}
            >
              {filter}
            </button>
          ))}
        </fieldset>
        <div className={styles.search}>
          <label htmlFor={`${id}-search`}>Search stories</label>
          <div className={styles.searchField}>
            <Search aria-hidden="true" size={18} />
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Title, topic or country"
            />
          </div>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {shown.length === 1 ? '1 story' : `${shown.length} stories`}
      </p>
      {shown.length === 0 ? (
        <NoCards>No stories found. Try a different filter or search term.</NoCards>
      ) : (
        <CardGrid items={shown} keyOf={(story) => story.id}>
          {(story, loading) => <StoryCard story={story} loading={loading} />}
        </CardGrid>
      )}
    </>
  );
}
