import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, UserPlus } from 'lucide-react';
import styles from '#client/components/admin/admin.module.css';
import { AdminCard, AdminCardList } from '#client/components/admin/admin-table.tsx';
import { AdminView, CsvDownload, failureMessage } from '#client/components/admin/admin-view.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import {
  addApplicationToVolunteers,
  applicationsKey,
  fetchApplications,
  volunteersKey,
} from '../api/volunteers-admin-api.ts';

/** Volunteer applications, newest first, each one click away from the volunteer list. */
export function ApplicationsAdmin() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const received = (when: string) => t`Received ${when}`;
  const queryClient = useQueryClient();
  const applications = useQuery({ queryKey: applicationsKey, queryFn: fetchApplications });
  const add = useMutation({
    mutationFn: addApplicationToVolunteers,
    onError: (error) => window.alert(failureMessage(error, i18n)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKey }),
        queryClient.invalidateQueries({ queryKey: volunteersKey }),
      ]),
  });

  return (
    <AdminView
      title={t`Applications`}
      intro={t`Applications sent through the volunteer form, newest first.`}
      actions={<CsvDownload href="/api/admin/export/applications.csv" />}
    >
      <AdminCardList
        data={applications.data}
        error={applications.error}
        empty={t`No applications yet.`}
      >
        {(application) => (
          <AdminCard
            title={application.name}
            meta={received(format.dateTime(application.created_at))}
            id={`application-${application.id}`}
            sender={application}
            facts={
              <>
                <dt>
                  <Trans>City and country</Trans>
                </dt>
                <dd>{application.location}</dd>
                <dt>
                  <Trans>Availability</Trans>
                </dt>
                <dd>{application.availability}</dd>
                <dt>
                  <Trans>Interests</Trans>
                </dt>
                <dd>{application.interests.join(', ') || '-'}</dd>
                <dt>
                  <Trans>Motivation</Trans>
                </dt>
                <dd className={styles.pre}>{application.motivation}</dd>
              </>
            }
          >
            <div className={styles.rowActions}>
              {application.volunteer_id === null ? (
                <Button
                  variant="primary"
                  className={styles.small}
                  onClick={() => add.mutate(application.id)}
                  disabled={add.isPending}
                >
                  <UserPlus aria-hidden="true" size={18} />{' '}
                  <Trans>
                    Add to volunteers
                    <span className="visually-hidden"> ({application.name})</span>
                  </Trans>
                </Button>
              ) : (
                <p className={styles.meta}>
                  <CheckCircle2 aria-hidden="true" size={18} /> <Trans>In the volunteer list</Trans>
                </p>
              )}
            </div>
          </AdminCard>
        )}
      </AdminCardList>
    </AdminView>
  );
}
