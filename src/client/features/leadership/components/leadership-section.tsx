import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import { AdminOnly } from '#client/components/admin-only.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { LoadingList } from '#client/components/loading-list.tsx';
import { useSession } from '#client/lib/session.ts';
import { leadershipAdminScope } from '../api/leadership-admin-api.ts';
import { type Leader, useLeaders } from '../api/leadership-api.ts';
import { LeaderCard } from './leader-card.tsx';
import styles from './leadership.module.css';

// Only signed-in admins download the editing code.
const LeaderEditor = lazy(() =>
  import('./leadership-admin.tsx').then((m) => ({ default: m.LeaderEditor })),
);
const LeaderActions = lazy(() =>
  import('./leadership-admin.tsx').then((m) => ({ default: m.LeaderActions })),
);

const PLACEHOLDERS = 3;

/** The leadership grid on Who we are; admins add, edit and remove leaders. */
export function LeadershipSection() {
  const { i18n } = useLingui();
  const { loggedIn } = useSession();
  const query = useLeaders();
  const leaders = query.data ?? [];
  // The editor: closed (null), adding ('new') or editing a leader.
  const [editing, setEditing] = useState<Leader | 'new' | null>(null);

  let grid: ReactNode;
  if (query.isPending) {
    grid = (
      <LoadingList
        label={i18n._(msg`Loading our leaders…`)}
        count={PLACEHOLDERS}
        listClassName={styles.grid}
        itemClassName={styles.placeholder}
      />
    );
  } else {
    grid = (
      <ul className={styles.grid}>
        {leaders.map((leader) => (
          <li key={leader.id}>
            <LeaderCard
              leader={leader}
              actions={
                <AdminOnly>
                  <LeaderActions leader={leader} onEdit={() => setEditing(leader)} />
                </AdminOnly>
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="section" aria-labelledby="leadership-heading">
      <div className="container">
        <div className={styles.header}>
          <h2 id="leadership-heading" className={styles.heading}>
            <Trans>Our Leadership</Trans>
          </h2>
          {loggedIn && (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Trans>Add Leader</Trans>
            </Button>
          )}
        </div>
        <p className={styles.intro}>
          <Trans>
            Our board and team serve as volunteers and staff in Sweden and together with our partner
            churches in East Africa.
          </Trans>
        </p>
        {/* While the editor is open, the announcer inside the modal dialog speaks instead. */}
        {loggedIn && editing === null && <AdminAnnouncer scope={leadershipAdminScope} />}
        {grid}
        {loggedIn && editing !== null && (
          <Suspense fallback={null}>
            <LeaderEditor
              leader={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
