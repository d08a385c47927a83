import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, UserPlus } from 'lucide-react';
import styles from '#client/components/admin/admin.module.css';
import { AdminCard, AdminCardList } from '#client/components/admin/admin-table.tsx';
import { AdminView, CsvDownload, failureMessage } from '#client/components/admin/admin-view.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { formatDateTime } from '#shared/format-date.ts';
import {
  addApplicationToVolunteers,
  applicationsKey,
  fetchApplications,
  volunteersKey,
} from '../api/volunteers-admin-api.ts';

/** Volunteer applications, newest first, each one click away from the volunteer list. */
export function ApplicationsAdmin() {
  const queryClient = useQueryClient();
  const applications = useQuery({ queryKey: applicationsKey, queryFn: fetchApplications });
  const add = useMutation({
    mutationFn: addApplicationToVolunteers,
    onError: (error) => window.alert(failureMessage(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKey }),
        queryClient.invalidateQueries({ queryKey: volunteersKey }),
      ]),
  });

  return (
    <AdminView
      title="Applications"
      intro="Applications sent through the volunteer form, newest first."
      actions={<CsvDownload href="/api/admin/export/applications.csv" />}
    >
      <AdminCardList
        data={applications.data}
        error={applications.error}
        empty="No applications yet."
      >
        {(application) => (
          <AdminCard
            title={application.name}
            meta={`Received ${formatDateTime(application.created_at)}`}
            id={`application-${application.id}`}
            sender={application}
            facts={
              <>
                <dt>City and country</dt>
                <dd>{application.location}</dd>
                <dt>Availability</dt>
                <dd>{application.availability}</dd>
                <dt>Interests</dt>
                <dd>{application.interests.join(', ') || '-'}</dd>
                <dt>Motivation</dt>
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
                  <UserPlus aria-hidden="true" size={18} /> Add to volunteers
                  <span className="visually-hidden"> ({application.name})</span>
                </Button>
              ) : (
                <p className={styles.meta}>
                  <CheckCircle2 aria-hidden="true" size={18} /> In the volunteer list
                </p>
              )}
            </div>
          </AdminCard>
        )}
      </AdminCardList>
    </AdminView>
  );
}
