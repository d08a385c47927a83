import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useRef } from 'react';
import styles from '#client/components/admin/admin.module.css';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import { AdminCardList } from '#client/components/admin/admin-table.tsx';
import { AdminView } from '#client/components/admin/admin-view.tsx';
import { useAdminMutation } from '#client/components/admin/use-admin-mutation.ts';
import { FactList } from '#client/components/fact-list.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { apiFetch } from '#client/lib/api-client.ts';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type { CardsToPost, CardToPost } from '#shared/schemas/tributes.ts';

const cardsKey = ['admin', 'cards'] as const;
const cardsScope = 'cards';
const fetchCards = async () => (await apiFetch<CardsToPost>('/api/admin/cards')).cards;

const kindLabels: Record<CardToPost['kind'], MessageDescriptor> = {
  memory: msg`In memory of`,
  honour: msg`In honour of`,
};
const languageNames: Record<CardToPost['locale'], MessageDescriptor> = {
  en: msg`English`,
  sv: msg`Swedish`,
};

/** The cards of gifts in memory or in honour of someone that wait to be printed and posted. */
export function CardsToPostAdmin() {
  const { t } = useLingui();
  const cards = useQuery({ queryKey: cardsKey, queryFn: fetchCards });
  return (
    <AdminView
      title={t`Cards to post`}
      intro={t`Cards of paid gifts that go by post, oldest first. Print them all, post them, then mark each one posted.`}
      actions={
        cards.data?.length ? (
          <a className="button button-outline" href="/api/admin/cards.pdf" download>
            <Printer aria-hidden="true" size={18} /> <Trans>Print all (PDF)</Trans>
          </a>
        ) : undefined
      }
    >
      <AdminAnnouncer scope={cardsScope} />
      <AdminCardList data={cards.data} error={cards.error} empty={t`No cards to post.`}>
        {(card) => <PostCard card={card} />}
      </AdminCardList>
    </AdminView>
  );
}

function PostCard({ card }: { card: CardToPost }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const posted = useAdminMutation({
    scope: cardsScope,
    label: 'Card posted failed',
    queryKey: cardsKey,
    mutationFn: (id: number) => apiFetch(`/api/admin/cards/${id}/posted`, { method: 'POST' }),
  });
  const headingId = `card-${card.id}`;
  const article = useRef<HTMLElement>(null);
  // The card leaves the list once posted: focus goes on to the next card (or the one before).
  function focusNeighbour() {
    const item = article.current?.closest('li');
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    neighbour?.querySelector<HTMLElement>('article')?.focus();
  }
  const { personName, recipientName, address, disputeStatus } = card;
  const paidOn = card.paidAt && format.dateTime(card.paidAt);
  return (
    <article className={styles.card} aria-labelledby={headingId} ref={article} tabIndex={-1}>
      <h3 id={headingId}>
        {i18n._(kindLabels[card.kind])} {personName}
      </h3>
      <p className={styles.meta}>{paidOn && <Trans>Paid on {paidOn}</Trans>}</p>
      <FactList>
        <dt>
          <Trans>To</Trans>
        </dt>
        <dd className={styles.pre}>
          {[recipientName, address.street, `${address.postalCode} ${address.city}`, address.country]
            .filter(Boolean)
            .join('\n')}
        </dd>
        <dt>
          <Trans>Greeting</Trans>
        </dt>
        <dd className={styles.pre}>{card.greeting}</dd>
        <dt>
          <Trans>Signed</Trans>
        </dt>
        <dd>{card.signedBy}</dd>
        <dt>
          <Trans>Gift</Trans>
        </dt>
        <dd>
          {format.amount(card.amountOre)}{' '}
          {card.showAmount ? <Trans>(shown on the card)</Trans> : <Trans>(not shown)</Trans>}
        </dd>
        <dt>
          <Trans>Given by</Trans>
        </dt>
        <dd>{card.giverName ?? '-'}</dd>
        <dt>
          <Trans>Language</Trans>
        </dt>
        <dd>{i18n._(languageNames[card.locale])}</dd>
        {disputeStatus && (
          <>
            <dt>
              <Trans>Dispute</Trans>
            </dt>
            <dd className={styles.error}>
              <Trans>{disputeStatus}: hold the card until the dispute is settled.</Trans>
            </dd>
          </>
        )}
      </FactList>
      <div>
        <Button
          className={styles.small}
          disabled={posted.isPending}
          onClick={() => posted.mutate(card.id, { onSuccess: focusNeighbour })}
        >
          <Trans>
            Mark as posted<span className="visually-hidden"> (the card to {recipientName})</span>
          </Trans>
        </Button>
      </div>
    </article>
  );
}
