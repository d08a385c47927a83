import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import styles from '#client/components/admin/admin.module.css';
import { AdminView, failureMessage } from '#client/components/admin/admin-view.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { apiFetch } from '#client/lib/api-client.ts';
import type { PersonalDataErasure, PersonalDataExport } from '#shared/schemas/personal-data.ts';

/** Lets the browser save `data` as a JSON file. */
function download(filename: string, data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

const summarise = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([kind, count]) => `${kind}: ${count}`)
    .join(', ');

/** Answers a person's request: export, or erase, everything stored about their e-mail address. */
export function PersonalDataAdmin() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');

  async function exportData(address: string) {
    const data = await apiFetch<PersonalDataExport>('/api/admin/personal-data/export', {
      method: 'POST',
      json: { email: address },
    });
    download(`personal-data-${address}.json`, data);
    const found = Object.fromEntries(
      Object.entries(data.records).map(([kind, records]) => [kind, records.length]),
    );
    const records = summarise(found);
    setResult(t`Exported for ${address}. Records found: ${records}.`);
  }

  const confirmErasure = (address: string) =>
    window.confirm(
      t`Delete everything stored about ${address}? Applications, messages, the volunteer record and e-mails are deleted for good. A monthly gift that still runs is cancelled at the payment provider first.`,
    );

  async function eraseData(address: string) {
    const erasure = await apiFetch<PersonalDataErasure>('/api/admin/personal-data/erase', {
      method: 'POST',
      json: { email: address },
    });
    const records = summarise(erasure.erased);
    const deleted = t`Deleted for ${address}. Records removed: ${records}.`;
    const cancelled = erasure.cancelledMonthlyGifts;
    setResult(
      cancelled > 0
        ? `${deleted} ${t`Monthly gifts cancelled at the payment provider first: ${cancelled}.`}`
        : deleted,
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    const address = email.trim();
    if (!address) return;
    // Asked before the buttons are disabled: a "no" leaves the form as it was, ready at once.
    if (submitter === 'erase' && !confirmErasure(address)) return;
    setBusy(true);
    setResult('');
    try {
      if (submitter === 'erase') await eraseData(address);
      else await exportData(address);
    } catch (error) {
      window.alert(failureMessage(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminView
      title={t`Personal data`}
      intro={t`When someone asks what we hold about them, or asks us to delete it, enter their e-mail address. Applications and messages are also deleted automatically after the retention period.`}
    >
      <form className={styles.form} onSubmit={handleSubmit} aria-label={t`Personal data request`}>
        <div className={styles.formGrid}>
          <div>
            <label htmlFor={`${id}-email`}>
              <Trans>Email</Trans>
            </label>
            <input
              id={`${id}-email`}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
          </div>
        </div>
        <div className={styles.rowActions}>
          <Button type="submit" value="export" variant="primary" disabled={busy}>
            <Trans>Export data (JSON)</Trans>
          </Button>
          <button type="submit" value="erase" className={`button ${styles.danger}`} disabled={busy}>
            <Trans>Delete all data</Trans>
          </button>
        </div>
      </form>
      <p role="status">{result}</p>
    </AdminView>
  );
}
