import { useLingui } from '@lingui/react';
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query';
import { failureMessage } from './admin-view.tsx';

/** A refusal worded by the editor itself (e.g. which files of an upload were refused). */
export class AdminActionError extends Error {
  override name = 'AdminActionError';
}

interface Options<TInput, TData> {
  /** The editor whose announcer reports a refusal (one announcer per section). */
  scope: string;
  /** Written to the console with the error. */
  label: string;
  mutationFn(input: TInput): Promise<TData>;
  /** The list the change affects: reloaded after a success unless `update` is given. */
  queryKey: QueryKey;
  /** Applies the change to the cached list instead of reloading it. */
  update?(client: QueryClient, data: TData, input: TInput): void;
  /** Reloads the list after a failure too (part of a batch may have gone through). */
  reloadOnFailure?: boolean;
}

/**
 * One admin change (save, upload, delete) of a managed-content editor. The list is brought up
 * to date after it; a refusal is logged and announced by the scope's `AdminAnnouncer`.
 */
export function useAdminMutation<TInput, TData = unknown>({
  scope,
  label,
  mutationFn,
  queryKey,
  update,
  reloadOnFailure = false,
}: Options<TInput, TData>) {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    meta: { adminScope: scope },
    onSuccess: (data, input) => (update ? update(client, data, input) : reload()),
    onError: (error) => {
      console.error(label, error);
      if (reloadOnFailure) return reload();
    },
  });
}

/** What the scope's last admin change was refused for, or '' when it went through. */
export function useLastRefusal(scope: string): string {
  const { i18n } = useLingui();
  const states = useMutationState({
    filters: { predicate: (mutation) => mutation.meta?.adminScope === scope },
    select: (mutation) => mutation.state,
  });
  const last = states.reduce<(typeof states)[number] | undefined>(
    (latest, state) => (latest && latest.submittedAt > state.submittedAt ? latest : state),
    undefined,
  );
  if (last?.status !== 'error') return '';
  return last.error instanceof AdminActionError
    ? last.error.message
    : failureMessage(last.error, i18n);
}
