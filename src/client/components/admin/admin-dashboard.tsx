import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import styles from './admin-dashboard.module.css';

export interface AdminSection {
  id: string;
  label: string;
  View: LazyExoticComponent<ComponentType>;
}

/** A sidebar entry whose view's code loads only when the admin opens it. */
export function adminSection(
  id: string,
  label: string,
  load: () => Promise<ComponentType>,
): AdminSection {
  return { id, label, View: lazy(() => load().then((View) => ({ default: View }))) };
}

/** The sidebar and the open view; `?section=` keeps the choice across reloads. */
export function AdminDashboard({ sections }: { sections: AdminSection[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = sections.find((s) => s.id === searchParams.get('section')) ?? sections[0];
  if (!active) return null;

  return (
    <div className={styles.layout}>
      <nav aria-label="Admin sections" className={styles.sidebar}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                aria-current={section === active ? 'page' : undefined}
                onClick={() => setSearchParams({ section: section.id })}
              >
                {section.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panel}>
        <Suspense fallback={<p>Loading…</p>}>
          <active.View />
        </Suspense>
      </div>
    </div>
  );
}
