import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ApiError, failureReason } from '#client/lib/api-client.ts';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import styles from './admin.module.css';

/** One dashboard view: its h2, actions beside it (CSV downloads) and its content. */
export function AdminView({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.view}>
      <div className={styles.viewHeader}>
        <h2 id={headingId}>{title}</h2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}

/** A server-made CSV file to download (the admin session cookie goes with the request). */
export function CsvDownload({ href, label }: { href: string; label?: string }) {
  const { t } = useLingui();
  return (
    <a className="button button-outline" href={href} download>
      <Download aria-hidden="true" size={18} /> {label ?? t`Download CSV`}
    </a>
  );
}

/** What a view shows while its data loads or when loading failed. */
export function LoadState({ error }: { error: unknown }) {
  if (!error) {
    return (
      <p>
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (error instanceof ApiError && error.status === 401) {
    return (
      <p role="alert" className={styles.error}>
        <Trans>
          Your session has ended. Please <LocalizedLink to="/login">sign in</LocalizedLink> again.
        </Trans>
      </p>
    );
  }
  return (
    <p role="alert" className={styles.error}>
      <Trans>This list could not be loaded. Please reload the page.</Trans>
    </p>
  );
}

/**
 * A table that scrolls sideways on small screens. Focusable, so keyboard users can scroll it
 * too (WCAG 2.1.1); named, since it is a region they land on.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
    <section className={styles.tableWrap} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

const UNREACHABLE = msg`The server could not be reached. Please try again.`;

/**
 * The message to alert when an admin action fails: the server's `error` (already in the page's
 * language, apiFetch asks for it), or a general one.
 */
export function failureMessage(error: unknown, i18n: I18n): string {
  return failureReason(error, i18n._(UNREACHABLE));
}
