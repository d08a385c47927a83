import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import styles from '#client/components/admin/admin.module.css';
import { AdminTable } from '#client/components/admin/admin-table.tsx';
import {
  AdminView,
  CsvDownload,
  failureMessage,
  LoadState,
} from '#client/components/admin/admin-view.tsx';
import { Button } from '#client/components/form-fields.tsx';
import type { Volunteer, VolunteerMutationResponse } from '#shared/schemas/volunteer.ts';
import {
  deleteVolunteer,
  fetchVolunteers,
  saveVolunteer,
  volunteersKey,
} from '../api/volunteers-admin-api.ts';

type Fields = Omit<Volunteer, 'id'>;
const empty: Fields = { full_name: '', email: '', phone: '', address: '' };

const labels: Record<keyof Fields, MessageDescriptor> = {
  full_name: msg`Full name`,
  email: msg`Email`,
  phone: msg`Phone number`,
  address: msg`Address`,
};

const VOLUNTEER_COLUMNS = [...Object.values(labels), msg`Actions`];
/** The admin's volunteer list (docs/product.md, part 2): an add/edit form above a table with Edit and Delete. */
export function VolunteersAdmin() {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const volunteers = useQuery({ queryKey: volunteersKey, queryFn: fetchVolunteers });
  const [fields, setFields] = useState<Fields>(empty);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const clear = () => {
    setFields(empty);
    setEditingId(null);
  };

  /** Runs a save or delete: an `error` in the answer is alerted; success reloads the list. */
  async function run(action: () => Promise<VolunteerMutationResponse>, onSuccess?: () => void) {
    setBusy(true);
    try {
      const result = await action();
      if ('error' in result) {
        window.alert(result.error);
        return;
      }
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: volunteersKey });
    } catch (error) {
      window.alert(failureMessage(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields.full_name.trim()) return;
    void run(() => saveVolunteer(editingId, fields), clear);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  }

  function edit(volunteer: Volunteer) {
    const { id: volunteerId, ...rest } = volunteer;
    setEditingId(volunteerId);
    setFields(rest);
    document.getElementById(`${id}-full_name`)?.focus();
  }

  function remove(volunteer: Volunteer) {
    if (!window.confirm(t`Delete this volunteer?`)) return;
    void run(
      () => deleteVolunteer(volunteer.id),
      () => {
        if (editingId === volunteer.id) clear();
      },
    );
  }

  return (
    <AdminView
      title={t`Volunteers`}
      actions={<CsvDownload href="/api/admin/export/volunteers.csv" />}
    >
      <form
        className={styles.form}
        onSubmit={handleSubmit}
        noValidate
        aria-label={editingId === null ? t`Add a volunteer` : t`Edit the volunteer`}
      >
        <div className={styles.formGrid}>
          {(Object.keys(labels) as (keyof Fields)[]).map((name) => (
            <div key={name}>
              <label htmlFor={`${id}-${name}`}>{i18n._(labels[name])}</label>
              <input
                id={`${id}-${name}`}
                name={name}
                type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                value={fields[name]}
                onChange={handleChange}
              />
            </div>
          ))}
        </div>
        <div className={styles.rowActions}>
          <Button type="submit" variant="primary" disabled={busy}>
            {editingId === null ? <Trans>Add</Trans> : <Trans>Update</Trans>}
          </Button>
          {editingId !== null && (
            <Button onClick={clear}>
              <Trans>Cancel</Trans>
            </Button>
          )}
        </div>
      </form>

      {volunteers.data ? (
        <AdminTable label={t`Volunteer table`} caption={t`Volunteers`} columns={VOLUNTEER_COLUMNS}>
          {volunteers.data.length === 0 && (
            <tr>
              <td colSpan={5}>
                <Trans>No volunteers yet.</Trans>
              </td>
            </tr>
          )}
          {volunteers.data.map((volunteer) => (
            <tr key={volunteer.id}>
              <td>{volunteer.full_name}</td>
              <td>{volunteer.email}</td>
              <td>{volunteer.phone}</td>
              <td>{volunteer.address}</td>
              <td>
                <div className={styles.rowActions}>
                  <Button className={styles.small} onClick={() => edit(volunteer)}>
                    <Trans>
                      Edit<span className="visually-hidden"> {volunteer.full_name}</span>
                    </Trans>
                  </Button>
                  <button
                    type="button"
                    className={`button ${styles.small} ${styles.danger}`}
                    onClick={() => remove(volunteer)}
                    disabled={busy}
                  >
                    <Trans>
                      Delete<span className="visually-hidden"> {volunteer.full_name}</span>
                    </Trans>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <LoadState error={volunteers.error} />
      )}
    </AdminView>
  );
}
