import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type Text, translate } from '#shared/i18n/message.ts';
import { FactList } from '../fact-list.tsx';
import styles from './admin.module.css';
import { LoadState, ScrollingTable } from './admin-view.tsx';

interface AdminDataProps<Item> {
  /** The query's data (undefined while it loads or when it failed) and error. */
  data: readonly Item[] | undefined;
  error: unknown;
  /** Said when the list is empty. */
  empty: string;
  children(items: readonly Item[]): ReactNode;
}

/** A loaded admin list: loading or failure, the empty sentence, or the items. */
export function AdminData<Item>({ data, error, empty, children }: AdminDataProps<Item>) {
  if (!data) return <LoadState error={error} />;
  if (data.length === 0) return <p>{empty}</p>;
  return children(data);
}

interface AdminCardListProps<Item> extends Omit<AdminDataProps<Item>, 'children'> {
  children(item: Item): ReactNode;
}

/** A loaded admin list shown as cards, one an item (keyed by its id). */
export function AdminCardList<Item extends { id: number }>({
  children,
  ...data
}: AdminCardListProps<Item>) {
  return (
    <AdminData {...data}>
      {(items) => (
        <ul className={styles.cards}>
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </AdminData>
  );
}

interface AdminTableProps {
  /** Names the scrolling region (keyboard users land on it); without it the table only wraps. */
  label?: string;
  /** Read before the table by screen readers. */
  caption?: ReactNode;
  /** The column headers, translated here (a module's list of `msg` descriptors). */
  columns: readonly Text[];
  /** The rows (<tr>). */
  children: ReactNode;
}

/** An admin table with its column headers, scrolling sideways on small screens. */
export function AdminTable({ label, caption, columns, children }: AdminTableProps) {
  const { i18n } = useLingui();
  const headers = columns.map((column) => translate(i18n, column));
  const table = (
    <table className={styles.table}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {headers.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return label ? (
    <ScrollingTable label={label}>{table}</ScrollingTable>
  ) : (
    <div className={styles.tableWrap}>{table}</div>
  );
}

/** A name with the e-mail address (a mailto link) under it, in a table cell or card. */
export function PersonCell({
  name,
  email,
  phone,
}: {
  name: string;
  email?: string | null;
  phone?: string | null;
}) {
  return (
    <>
      {name}
      {email && (
        <>
          <br />
          <a href={`mailto:${email}`}>{email}</a>
        </>
      )}
      {phone && (
        <>
          <br />
          {phone}
        </>
      )}
    </>
  );
}

interface AdminCardProps {
  /** Unique on the page: the card is labelled by its heading. */
  id: string;
  title: string;
  meta: ReactNode;
  /** Who sent it: the e-mail address (a mailto link) and the phone number. */
  sender: { email: string; phone: string };
  /** More facts after Email and Phone (<dt>/<dd> pairs). */
  facts?: ReactNode;
  children?: ReactNode;
}

/** A submission as a card: heading, when, the sender's e-mail and phone, and the rest. */
export function AdminCard({ id, title, meta, sender, facts, children }: AdminCardProps) {
  const { email, phone } = sender;
  return (
    <article className={styles.card} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className={styles.meta}>{meta}</p>
      <FactList>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{phone || '-'}</dd>
        {facts}
      </FactList>
      {children}
    </article>
  );
}
