import { useId, useState } from 'react';
import { CardGrid, NoCards } from '#client/components/card-grid.tsx';
import type { Event } from '#shared/content/events.ts';
import {
  type CategoryFilter,
  categoryFilters,
  type FilterOption,
  filterEvents,
  type PriceFilter,
  priceFilters,
  type SortKey,
  sortEvents,
  sortOptions,
} from '../lib/event-list.ts';
import { EventCard } from './event-card.tsx';
import styles from './events.module.css';

interface FilterSelectProps<Key extends string> {
  id: string;
  label: string;
  value: Key;
  options: readonly FilterOption<Key>[];
  onChange(key: NoInfer<Key>): void;
}

/** One labelled menu of the filter bar; the state holds the key, the visitor sees the label. */
function FilterSelect<Key extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<Key>) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Key)}>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters (category, price), the sort menu and the cards, with the Swedish labels. */
export function EventsBrowser({ events }: { events: Event[] }) {
  const id = useId();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [price, setPrice] = useState<PriceFilter>('all');
  const [sort, setSort] = useState<SortKey>('dateAsc');
  const shown = sortEvents(filterEvents(events, category, price), sort);

  return (
    <>
      <div className={styles.filters} lang="sv">
        <FilterSelect
          id={`${id}-category`}
          label="Kategori"
          value={category}
          options={categoryFilters(events)}
          onChange={setCategory}
        />
        <FilterSelect
          id={`${id}-price`}
          label="Pris"
          value={price}
          options={priceFilters}
          onChange={setPrice}
        />
        <FilterSelect
          id={`${id}-sort`}
          label="Sortera"
          value={sort}
          options={sortOptions}
          onChange={setSort}
        />
      </div>
      <p className="visually-hidden" aria-live="polite" lang="sv">
        {shown.length} evenemang
      </p>
      {shown.length === 0 ? (
        <NoCards lang="sv">Inga evenemang matchar filtren.</NoCards>
      ) : (
        <CardGrid items={shown} keyOf={(event) => event.id}>
          {(event, loading) => <EventCard event={event} loading={loading} />}
        </CardGrid>
      )}
    </>
  );
}
