import { useId, useState } from 'react';
import type { Event } from '#shared/content/events.ts';
import {
  type CategoryFilter,
  categoryFilters,
  filterEvents,
  type PriceFilter,
  priceFilters,
  type SortKey,
  sortEvents,
  sortOptions,
} from '../lib/event-list.ts';
import { EventCard } from './event-card.tsx';
import styles from './events.module.css';

const EAGER_CARDS = 3;

/** The filters (category, price), the sort menu and the cards, with the Swedish labels. */
export function EventsBrowser({ events }: { events: Event[] }) {
  const id = useId();
  const [category, setCategory] = useState<CategoryFilter>('Alla');
  const [price, setPrice] = useState<PriceFilter>('Alla');
  const [sort, setSort] = useState<SortKey>('dateAsc');
  const shown = sortEvents(filterEvents(events, category, price), sort);

  return (
    <>
      <div className={styles.filters} lang="sv">
        <div className={styles.filter}>
          <label htmlFor={`${id}-category`}>Kategori</label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as CategoryFilter)}
          >
            {categoryFilters(events).map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-price`}>Pris</label>
          <select
            id={`${id}-price`}
            value={price}
            onChange={(event) => setPrice(event.target.value as PriceFilter)}
          >
            {priceFilters.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-sort`}>Sortera</label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => setSort(event.target.value as SortKey)}
          >
            {sortOptions.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite" lang="sv">
        {shown.length} evenemang
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty} lang="sv">
          Inga evenemang matchar filtren.
        </p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} eager={index < EAGER_CARDS} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
