import { Select, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import adminStyles from '#client/components/admin/admin.module.css';
import { SectionLink } from '#client/components/admin/admin-dashboard.tsx';
import { AdminView, LoadState } from '#client/components/admin/admin-view.tsx';
import { FactList } from '#client/components/fact-list.tsx';
import { GiftCount } from '#client/components/gift-count.tsx';
import { apiFetch } from '#client/lib/api-client.ts';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type { AdminOverview } from '#shared/schemas/overview.ts';
import styles from './overview-admin.module.css';

const overviewKey = ['admin', 'overview'] as const;
const fetchOverview = () => apiFetch<AdminOverview>('/api/admin/overview');

/** The dashboard's first screen: what needs the admin now, each item a link to its section. */
export function OverviewAdmin() {
  const { t } = useLingui();
  const overview = useQuery({ queryKey: overviewKey, queryFn: fetchOverview });
  const data = overview.data;
  return (
    <AdminView title={t`Overview`} intro={t`What needs you now. Each item opens its section.`}>
      {data ? (
        <ul className={`${adminStyles.cards} ${styles.grid}`}>
          <GiftsCard gifts={data.gifts} />
          <AppealsCard appeals={data.appeals} />
          <OverviewCard title={t`Fundraisers`} section="fundraisers" link={t`Open Fundraisers`}>
            <FactList>
              <dt>
                <Trans>Waiting for approval</Trans>
              </dt>
              <dd>{data.fundraisers.awaitingApproval}</dd>
              <dt>
                <Trans>Reported pages</Trans>
              </dt>
              <dd>{data.fundraisers.reportedPages}</dd>
            </FactList>
          </OverviewCard>
          <OverviewCard title={t`Cards to post`} section="cards" link={t`Open Cards to post`}>
            <Count label={t`Waiting to be posted`} value={data.cardsToPost} />
          </OverviewCard>
          <OverviewCard title={t`Messages`} section="messages" link={t`Open Messages`}>
            <Count label={t`Unread`} value={data.messages.unread} />
          </OverviewCard>
          <OverviewCard
            title={t`Volunteer applications`}
            section="applications"
            link={t`Open Applications`}
          >
            <FactList>
              <dt>
                <Trans>Not yet added as volunteers</Trans>
              </dt>
              <dd>{data.volunteerApplications.notAdded}</dd>
              <dt>
                <Trans>Received in the last 7 days</Trans>
              </dt>
              <dd>{data.volunteerApplications.lastWeek}</dd>
            </FactList>
          </OverviewCard>
          <OverviewCard title={t`E-mails`} section="outbox" link={t`Open the Outbox`}>
            <Count label={t`Could not be sent`} value={data.emails.failed} />
          </OverviewCard>
        </ul>
      ) : (
        <LoadState error={overview.error} />
      )}
    </AdminView>
  );
}

interface CardProps {
  title: string;
  /** The section the card's link opens. */
  section: string;
  link: string;
  children: ReactNode;
}

function OverviewCard({ title, section, link, children }: CardProps) {
  return (
    <li className={adminStyles.card}>
      <h3>{title}</h3>
      {children}
      <p>
        <SectionLink id={section}>{link}</SectionLink>
      </p>
    </li>
  );
}

const Count = ({ label, value }: { label: string; value: number }) => (
  <FactList>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </FactList>
);

function GiftsCard({ gifts }: { gifts: AdminOverview['gifts'] }) {
  const { t } = useLingui();
  return (
    <OverviewCard title={t`Gifts`} section="giving" link={t`See the giving chart`}>
      <FactList>
        <dt>
          <Trans>Today</Trans>
        </dt>
        <dd>
          <GiftSum sum={gifts.today} />
        </dd>
        <dt>
          <Trans>This month</Trans>
        </dt>
        <dd>
          <GiftSum sum={gifts.thisMonth} />
        </dd>
      </FactList>
    </OverviewCard>
  );
}

function GiftSum({ sum }: { sum: AdminOverview['gifts']['today'] }) {
  const format = useFormat();
  const amount = format.amount(sum.netOre);
  const count = format.number(sum.count);
  return (
    <Select
      value={format.pluralForm(sum.count)}
      _one={`${amount} (${count} gift)`}
      other={`${amount} (${count} gifts)`}
    />
  );
}

function AppealsCard({ appeals }: { appeals: AdminOverview['appeals'] }) {
  const { t } = useLingui();
  return (
    <OverviewCard title={t`Appeals running today`} section="appeals" link={t`Open Appeals`}>
      {appeals.length === 0 ? (
        <p>
          <Trans>No appeal is running today.</Trans>
        </p>
      ) : (
        <ul className={styles.appeals}>
          {appeals.map((appeal) => (
            <AppealProgress key={appeal.id} appeal={appeal} />
          ))}
        </ul>
      )}
    </OverviewCard>
  );
}

function AppealProgress({ appeal }: { appeal: AdminOverview['appeals'][number] }) {
  const format = useFormat();
  const titleId = useId();
  const raised = format.amount(appeal.raisedOre);
  const goal = format.amount(appeal.goalOre);
  const days = format.number(appeal.daysLeft);
  return (
    <li className={styles.appeal}>
      <strong id={titleId}>{appeal.title}</strong>
      <progress aria-labelledby={titleId} max={appeal.goalOre} value={appeal.raisedOre} />
      <span>
        <Trans>
          {raised} of {goal}
        </Trans>{' '}
        · <GiftCount gifts={appeal.gifts} /> ·{' '}
        <Select
          value={format.pluralForm(appeal.daysLeft)}
          _one={`${days} day left`}
          other={`${days} days left`}
        />
      </span>
    </li>
  );
}
