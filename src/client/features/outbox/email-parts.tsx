import { Trans, useLingui } from '@lingui/react/macro';
import styles from '#client/components/admin/admin.module.css';
import type { OutboxEntry } from '#shared/schemas/outbox.ts';
import partStyles from './email-parts.module.css';

/**
 * The plain text and the HTML part of an e-mail, as its recipient gets them. The HTML is shown
 * in a frame with every sandbox restriction (no scripts, no forms, no links that leave, an
 * origin of its own), so nothing in a message can act on the dashboard.
 */
export function EmailParts({ entry }: { entry: OutboxEntry }) {
  const { t } = useLingui();
  const { subject } = entry;
  return (
    <div className={partStyles.parts}>
      <h3>
        <Trans>Plain text</Trans>
      </h3>
      <p className={styles.pre}>{entry.text}</p>
      <h3>
        <Trans>HTML</Trans>
      </h3>
      {entry.html ? (
        <iframe
          className={partStyles.html}
          title={t`The HTML part of “${subject}”`}
          sandbox=""
          srcDoc={entry.html}
          loading="lazy"
        />
      ) : (
        <p>
          <Trans>None: this e-mail was stored before e-mails had an HTML part.</Trans>
        </p>
      )}
    </div>
  );
}
