import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
} from 'react';
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

const SECTION = 'section';

/**
 * A link to another section of the dashboard (`id` as in its `adminSection`): it opens there
 * without a page load, as the sidebar does, and Back returns here.
 */
export function SectionLink({ id, children }: { id: string; children: ReactNode }) {
  const [, choose] = useQueryParam(SECTION);
  function open(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (Ctrl, Cmd, Shift, middle click) is the browser's.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    choose(id);
  }
  return (
    <a href={`?${SECTION}=${id}`} onClick={open}>
      {children}
    </a>
  );
}

/**
 * The sidebar and the open view; `?section=` keeps the choice across reloads, and each choice
 * is a history entry, so Back returns to the section before.
 */
export function AdminDashboard({ sections }: { sections: AdminSection[] }) {
  const { t, i18n } = useLingui();
  const [chosen, choose] = useQueryParam(SECTION);
  const active = sections.find((s) => s.id === chosen) ?? sections[0];
  const panel = useRef<HTMLDivElement>(null);
  const firstView = useRef<string | null>(active?.id ?? null);

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
      <div className={styles.panel} ref={panel} tabIndex={-1}>
        <Suspense
          fallback={
            <p>
              <Trans>Loading…</Trans>
            </p>
          }
        >
          <active.View />
          <FocusLostToPanel key={active.id} id={active.id} panel={panel} firstView={firstView} />
        </Suspense>
      </div>
    </div>
  );
}

/**
 * Once a newly chosen view is shown (its code loaded): if the link that chose it went with the
 * view before, focus is nowhere, and goes to the panel. Not on the page's first view.
 */
function FocusLostToPanel({
  id,
  panel,
  firstView,
}: {
  id: string;
  panel: RefObject<HTMLDivElement | null>;
  /** The page's first view, until another is chosen. */
  firstView: RefObject<string | null>;
}) {
  useEffect(() => {
    if (id === firstView.current) return;
    firstView.current = null;
    if (document.activeElement === document.body) panel.current?.focus();
  }, [id, panel, firstView]);
  return null;
}
