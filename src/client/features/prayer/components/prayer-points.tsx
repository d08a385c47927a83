import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { lazy } from 'react';
import { AdminOnly } from '#client/components/admin-only.tsx';
import { LoadedList } from '#client/components/loading-list.tsx';
import { usePrayerPoints } from '../api/prayer-api.ts';
import styles from './prayer.module.css';
import { PrayerCard } from './prayer-card.tsx';

// Only signed-in admins download the editing code.
const EditablePrayerCard = lazy(() =>
  import('./prayer-admin.tsx').then((m) => ({ default: m.EditablePrayerCard })),
);
const AddPrayerPointForm = lazy(() =>
  import('./prayer-admin.tsx').then((m) => ({ default: m.AddPrayerPointForm })),
);

const PLACEHOLDERS = 3;

/** The current prayer points in order; admins add, edit, delete and reset counts. */
export function PrayerPoints() {
  const { i18n } = useLingui();
  const query = usePrayerPoints();

  return (
    <div className={styles.points}>
      <AdminOnly>
        <AddPrayerPointForm />
      </AdminOnly>
      <LoadedList
        query={query}
        label={i18n._(msg`Loading prayer points…`)}
        count={PLACEHOLDERS}
        listClassName={styles.list}
        placeholderClassName={styles.placeholder}
        empty={
          <p className={styles.empty}>
            <Trans>There are no prayer points right now.</Trans>
          </p>
        }
      >
        {(point) => (
          <AdminOnly otherwise={<PrayerCard point={point} />}>
            <EditablePrayerCard point={point} />
          </AdminOnly>
        )}
      </LoadedList>
    </div>
  );
}
