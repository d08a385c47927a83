import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useQueryParam } from '#client/lib/location.ts';
import styles from './admin-dashboard.module.css';

export interface AdminSection {
  id: string;
  label: MessageDescriptor;
  View: LazyExoticComponent<ComponentType>;
}

/** A sidebar entry whose view's code loads only when the admin opens it. */
export function adminSection(
  id: string,
  label: MessageDescriptor,
  load: () => Promise<ComponentType>,
): AdminSection {
  return { id, label, View: lazy(() => load().then((View) => ({ default: View }))) };
}

/** The sidebar and the open view; `?section=` keeps the choice across reloads. */
export function AdminDashboard({ sections }: { sections: AdminSection[] }) {
  const { t, i18n } = useLingui();
  const [chosen, choose] = useQueryParam('section');
  const active = sections.find((s) => s.id === chosen) ?? sections[0];
  if (!active) return null;

  return (
    <div className={styles.layout}>
      <nav aria-label={t`Admin sections`} className={styles.sidebar}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                aria-current={section === active ? 'page' : undefined}
                onClick={() => choose(section.id)}
              >
                {i18n._(section.label)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panel}>
        <Suspense
          fallback={
            <p>
              <Trans>Loading…</Trans>
            </p>
          }
        >
          <active.View />
        </Suspense>
      </div>
    </div>
  );
}
