import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ActionsRow } from '#client/components/admin/actions-row.tsx';
import styles from '#client/components/admin/admin.module.css';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import { AdminCardList } from '#client/components/admin/admin-table.tsx';
import { AdminView } from '#client/components/admin/admin-view.tsx';
import { FactList } from '#client/components/fact-list.tsx';
import { Button, Field } from '#client/components/form-fields.tsx';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import {
  type AdminFundraiser,
  adminFundraisersQueryKey,
  fetchAdminFundraisers,
  fundraisersAdminScope,
  useDecideFundraiser,
  useHandleReport,
} from '../api/fundraisers-admin-api.ts';
import { adminStatusNames } from '../lib/fundraiser-status.ts';
import { kindShortNames } from '../lib/kind-names.ts';

/** Supporters' fundraisers, waiting ones first: approve or decline them, read their reports. */
export function FundraisersAdmin() {
  const { t } = useLingui();
  const fundraisers = useQuery({
    queryKey: adminFundraisersQueryKey,
    queryFn: fetchAdminFundraisers,
  });
  return (
    <AdminView
      title={t`Fundraisers`}
      intro={t`A fundraiser is public only once you approve it. The organiser is e-mailed your decision, with your reason when you decline or take one down.`}
    >
      <AdminAnnouncer scope={fundraisersAdminScope} />
      <AdminCardList
        data={fundraisers.data}
        error={fundraisers.error}
        empty={t`No fundraisers yet.`}
      >
        {(fundraiser) => <FundraiserCard fundraiser={fundraiser} />}
      </AdminCardList>
    </AdminView>
  );
}

function FundraiserCard({ fundraiser }: { fundraiser: AdminFundraiser }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  const { status, title, organiserName, organiserEmail, inMemoryOf, appeal } = fundraiser;
  const created = format.dateTime(fundraiser.createdAt);
  const ends = format.date(fundraiser.endsOn);
  const raised = format.amount(fundraiser.progress.raisedOre);
  return (
    // Focusable by script: after a decision its buttons are gone, and focus comes back here.
    <article className={styles.card} aria-labelledby={headingId} ref={card} tabIndex={-1}>
      <h3 id={headingId}>{title}</h3>
      <p className={styles.meta}>
        <span
          className={`${styles.status} ${status === 'approved' ? styles.statusSent : ''} ${status === 'pending' ? styles.statusFailed : ''}`}
        >
          {i18n._(adminStatusNames[status])}
        </span>{' '}
        <Trans>
          Started on {created}, ends on {ends}
        </Trans>
      </p>
      <FactList>
        <dt>
          <Trans>Kind</Trans>
        </dt>
        <dd>
          {i18n._(kindShortNames[fundraiser.kind])}
          {inMemoryOf && (
            <>
              {' '}
              <Trans>(in memory of {inMemoryOf})</Trans>
            </>
          )}
        </dd>
        <dt>
          <Trans>Organiser</Trans>
        </dt>
        <dd>
          {organiserName ?? '-'}
          {organiserEmail && (
            <>
              {' '}
              <a href={`mailto:${organiserEmail}`}>{organiserEmail}</a>
            </>
          )}
        </dd>
        <dt>
          <Trans>For</Trans>
        </dt>
        <dd>{appeal?.title ?? <Trans>The charity's work in general</Trans>}</dd>
        <dt>
          <Trans>Raised</Trans>
        </dt>
        <dd>{raised}</dd>
        {fundraiser.declineReason && (
          <>
            <dt>
              <Trans>Reason given</Trans>
            </dt>
            <dd>{fundraiser.declineReason}</dd>
          </>
        )}
      </FactList>
      <p className={styles.pre}>{fundraiser.story}</p>
      {status === 'approved' && (
        <p>
          <LocalizedLink to={`/fundraisers/${fundraiser.slug}`}>
            <Trans>See its page</Trans>
          </LocalizedLink>
        </p>
      )}
      <Reports fundraiser={fundraiser} />
      <Decision fundraiser={fundraiser} onDecided={() => card.current?.focus()} />
    </article>
  );
}

function Reports({ fundraiser }: { fundraiser: AdminFundraiser }) {
  const format = useFormat();
  const handle = useHandleReport();
  if (fundraiser.reports.length === 0) return null;
  return (
    <section>
      <h4>
        <Trans>Reports</Trans>
      </h4>
      <ul>
        {fundraiser.reports.map((report) => {
          const at = format.dateTime(report.at);
          return (
            <li key={report.id}>
              <span className={styles.pre}>{report.reason}</span>{' '}
              <span className={styles.note}>
                <Trans>Reported on {at}</Trans>
              </span>
              {report.handledAt ? (
                <span className={styles.note}>
                  <Trans>Handled</Trans>
                </span>
              ) : (
                <Button
                  className={styles.small}
                  disabled={handle.isPending}
                  onClick={() => handle.mutate({ id: fundraiser.id, reportId: report.id })}
                >
                  <Trans>
                    Mark handled<span className="visually-hidden"> (reported on {at})</span>
                  </Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Approve or decline a waiting fundraiser; take down a public one. Both ask for a reason. */
function Decision({ fundraiser, onDecided }: { fundraiser: AdminFundraiser; onDecided(): void }) {
  const { t } = useLingui();
  const id = useId();
  const decide = useDecideFundraiser();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const { status, title } = fundraiser;
  if (status !== 'pending' && status !== 'approved') return null;
  const takingDown = status === 'approved';

  function decline(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t`Please give the organiser a reason.`);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    decide.mutate({ id: fundraiser.id, approve: false, reason }, { onSuccess: onDecided });
  }

  if (declining) {
    return (
      <form onSubmit={decline} noValidate>
        <Field
          id={`${id}-reason`}
          label={t`Reason, e-mailed to the organiser`}
          error={error || undefined}
        >
          <textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-reason-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <ActionsRow>
          <Button type="submit" variant="primary" disabled={decide.isPending}>
            {takingDown ? <Trans>Take down</Trans> : <Trans>Decline</Trans>}
          </Button>
          <Button onClick={() => setDeclining(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </ActionsRow>
      </form>
    );
  }
  return (
    <ActionsRow>
      {!takingDown && (
        <Button
          variant="primary"
          aria-label={t`Approve ${title}`}
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate({ id: fundraiser.id, approve: true }, { onSuccess: onDecided })
          }
        >
          <Trans>Approve</Trans>
        </Button>
      )}
      <Button
        className={takingDown ? styles.danger : undefined}
        aria-label={takingDown ? t`Take down ${title}` : t`Decline ${title}`}
        onClick={() => setDeclining(true)}
      >
        {takingDown ? <Trans>Take down…</Trans> : <Trans>Decline…</Trans>}
      </Button>
    </ActionsRow>
  );
}
