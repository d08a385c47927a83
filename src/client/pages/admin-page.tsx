import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { AdminDashboard, adminSection } from '#client/components/admin/admin-dashboard.tsx';
import { navigate } from '#client/lib/location.ts';
import { useSession } from '#client/lib/session.ts';
import { Island } from '#client/runtime/island.tsx';
import { useLocalizedPath } from '../lib/i18n/use-locale.ts';

/**
 * The dashboard's sections in sidebar order, one line each. Each view is its own chunk,
 * downloaded only when an admin opens it.
 */
const sections = [
  adminSection('overview', msg`Overview`, () =>
    import('#client/features/overview/admin.ts').then((m) => m.OverviewAdmin),
  ),
  adminSection('volunteers', msg`Volunteers`, () =>
    import('#client/features/volunteer/admin.ts').then((m) => m.VolunteersAdmin),
  ),
  adminSection('applications', msg`Applications`, () =>
    import('#client/features/volunteer/admin.ts').then((m) => m.ApplicationsAdmin),
  ),
  adminSection('messages', msg`Messages`, () =>
    import('#client/features/contact/admin.ts').then((m) => m.MessagesAdmin),
  ),
  adminSection('giving', msg`Giving`, () =>
    import('#client/features/donations/admin.ts').then((m) => m.GivingOverviewAdmin),
  ),
  adminSection('donations', msg`Donations`, () =>
    import('#client/features/donations/admin.ts').then((m) => m.DonationsAdmin),
  ),
  adminSection('tax-reduction', msg`Tax reduction`, () =>
    import('#client/features/donations/admin.ts').then((m) => m.TaxReductionAdmin),
  ),
  adminSection('appeals', msg`Appeals`, () =>
    import('#client/features/appeals/admin.ts').then((m) => m.AppealsAdmin),
  ),
  adminSection('fundraisers', msg`Fundraisers`, () =>
    import('#client/features/appeals/admin.ts').then((m) => m.FundraisersAdmin),
  ),
  adminSection('cards', msg`Cards to post`, () =>
    import('#client/features/tributes/admin.ts').then((m) => m.CardsToPostAdmin),
  ),
  adminSection('events', msg`Events`, () =>
    import('#client/features/events/admin.ts').then((m) => m.EventsAdmin),
  ),
  adminSection('stories', msg`Stories`, () =>
    import('#client/features/stories/admin.ts').then((m) => m.StoriesAdmin),
  ),
  adminSection('ticket-orders', msg`Ticket orders`, () =>
    import('#client/features/events/admin.ts').then((m) => m.TicketOrdersAdmin),
  ),
  adminSection('outbox', msg`Outbox`, () =>
    import('#client/features/outbox/admin.ts').then((m) => m.OutboxAdmin),
  ),
  adminSection('personal-data', msg`Personal data`, () =>
    import('#client/features/personal-data/admin.ts').then((m) => m.PersonalDataAdmin),
  ),
  adminSection('security', msg`Security`, () =>
    import('#client/features/auth/admin.ts').then((m) => m.SecurityAdmin),
  ),
];

/** The whole dashboard is one island: signed out, the admin is sent to /login. */
export function AdminPage() {
  const { loggedIn, checked } = useSession();
  const localized = useLocalizedPath();

  useEffect(() => {
    if (checked && !loggedIn) navigate(localized('/login'), { replace: true });
  }, [checked, loggedIn, localized]);

  return (
    <div className="container section">
      <h1>
        <Trans>Admin dashboard</Trans>
      </h1>
      {loggedIn ? (
        <>
          <p>
            <Trans>Welcome back. Choose what to manage from the menu.</Trans>
          </p>
          <AdminDashboard sections={sections} />
        </>
      ) : (
        <p>
          <Trans>Checking your session…</Trans>
        </p>
      )}
    </div>
  );
}

export default function AdminRoute() {
  return <Island name="admin" />;
}
