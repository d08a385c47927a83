import type { ReactElement, ReactNode } from 'react';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { useTextLang } from '#client/lib/i18n/text-lang.ts';
import { illustrationSize } from '#shared/content/illustrations.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import styles from './card-grid.module.css';

/** How wide a card's picture is drawn: the full width on a phone, a column of three at most. */
const CARD_IMAGE_SIZES = '(min-width: 40rem) 23rem, calc(100vw - 2rem)';

/** The cards in view when the page opens: their pictures load at once. */
const EAGER_CARDS = 3;

/** How a card's picture loads, from its place in the grid. */
export interface CardLoading {
  /** In view when the page opens: loaded at once. */
  eager: boolean;
  /** The likely largest picture on first view: loaded first. */
  first: boolean;
}

interface GridProps<Item> {
  items: readonly Item[];
  keyOf(item: Item): string | number;
  /** One card. */
  children(item: Item, loading: CardLoading): ReactElement;
}

/** A responsive grid of equal-height cards. */
export function CardGrid<Item>({ items, keyOf, children }: GridProps<Item>) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>
          {children(item, { eager: index < EAGER_CARDS, first: index === 0 })}
        </li>
      ))}
    </ul>
  );
}

/** Said in place of the grid when no card matches the filters. */
export function NoCards({ lang, children }: { lang?: string; children: ReactNode }) {
  return (
    <p className={styles.empty} lang={lang}>
      {children}
    </p>
  );
}

interface CardProps {
  /** The item the card shows: its picture, title and id (its page is `${base}/${id}`). */
  item: {
    id: string;
    image: string;
    imageSrcset?: string | undefined;
    title: string;
    /** The language of its title (managed content: decision 010); left out, English. */
    lang?: Locale | undefined;
  };
  base: string;
  loading: CardLoading;
  /** Above the title (a category, a date). */
  before?: ReactNode;
  /** Below the title. */
  children: ReactNode;
  bodyClassName?: string | undefined;
  titleClassName?: string | undefined;
}

/** A card with a picture whose title links to its page; the whole card is the link's target. */
export function LinkCard(props: CardProps) {
  const { item, before, children } = props;
  const { eager, first } = props.loading;
  const lang = useTextLang(item.lang);
  return (
    <article className={styles.card}>
      <img
        src={item.image}
        srcSet={item.imageSrcset}
        sizes={item.imageSrcset ? CARD_IMAGE_SIZES : undefined}
        alt=""
        width={illustrationSize.width}
        height={illustrationSize.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        className={styles.image}
      />
      <div className={`${styles.body} ${props.bodyClassName ?? ''}`}>
        {before}
        <h2 className={props.titleClassName} lang={lang}>
          <LocalizedLink to={`${props.base}/${item.id}`} className={styles.link}>
            {item.title}
          </LocalizedLink>
        </h2>
        {children}
      </div>
    </article>
  );
}
