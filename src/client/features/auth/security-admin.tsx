import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { failureReason } from '#client/lib/api-client.ts';
import type { AccountProof, TwoFactorSetup } from '#shared/schemas/auth.ts';
import {
  changePassword,
  confirmTwoFactor,
  fetchTwoFactor,
  newRecoveryCodes,
  startTwoFactor,
  turnOffTwoFactor,
} from './account-api.ts';

const statusKey = ['admin', 'two-factor'] as const;

/** What a form of the Security section sends: the proof, and what it asks to change. */
type Filled = AccountProof & { newPassword?: string };

interface Action {
  text: string;
  run(filled: Filled): Promise<void>;
}

/**
 * A form whose buttons each send its fields to their own action: the password (`fields`
 * 'proof'), with a current code when two-factor sign-in is on (`askCode`), and a new password
 * (`fields` 'new-password'), or only a code from the authenticator app (`fields` 'app-code').
 * Emptied after an action that worked.
 */
function AccountForm({
  fields,
  askCode = false,
  actions,
}: {
  fields: 'proof' | 'new-password' | 'app-code';
  askCode?: boolean;
  actions: Action[];
}) {
  const { t } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = actions.find((a) => a.text === submitter?.value) ?? actions[0];
    if (!action) return;
    const data = new FormData(form);
    const read = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    const filled: Filled = {
      password: String(data.get('password') ?? ''),
      ...(read('code') && { code: read('code') }),
      ...(read('newPassword') && { newPassword: String(data.get('newPassword')) }),
    };
    setBusy(true);
    try {
      await action.run(filled);
      form.reset();
    } catch {
      // The section's status line says why.
    } finally {
      setBusy(false);
    }
  }
  const field = (name: string, label: string, props: Record<string, unknown>) => (
    <p>
      <label htmlFor={`${id}-${name}`}>{label}</label>{' '}
      <input id={`${id}-${name}`} name={name} required {...props} />
    </p>
  );
  return (
    <form onSubmit={submit}>
      {fields !== 'app-code' &&
        field('password', t`Your password`, { type: 'password', autoComplete: 'current-password' })}
      {fields === 'new-password' &&
        field('newPassword', t`New password`, {
          type: 'password',
          autoComplete: 'new-password',
          minLength: 12,
        })}
      {fields === 'app-code' &&
        field('code', t`Code from your app`, { autoComplete: 'one-time-code' })}
      {askCode &&
        field('code', t`Current code (or a recovery code)`, { autoComplete: 'one-time-code' })}
      <p>
        {actions.map((action) => (
          <button
            key={action.text}
            type="submit"
            value={action.text}
            className="button button-outline"
            disabled={busy}
          >
            {action.text}
          </button>
        ))}
      </p>
    </form>
  );
}

/**
 * The signed-in admin's own account: two-factor sign-in (set up, a new authenticator, recovery
 * codes, turn off) and the password. Every change asks for the password, and a current code while
 * two-factor sign-in is on; it signs the admin's other sessions out.
 */
export function SecurityAdmin() {
  const { t } = useLingui();
  const headingId = useId();
  const twoFactorId = useId();
  const passwordId = useId();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: statusKey, queryFn: fetchTwoFactor });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState('');
  const enabled = status.data?.enabled ?? false;
  const codesLeft = status.data?.recoveryCodesLeft;
  const signedOut = t`Your other sessions have been signed out.`;

  /** An action whose outcome, or failure, goes to the live region (failing, it throws on). */
  const act =
    <T,>(run: (input: T) => Promise<string>) =>
    async (input: T) => {
      try {
        setMessage(await run(input));
        await queryClient.invalidateQueries({ queryKey: statusKey });
      } catch (error) {
        setMessage(failureReason(error, t`Network error. Please try again.`));
        throw error;
      }
    };
  const start = act(async (proof: Filled) => {
    setCodes(null);
    setSetup(await startTwoFactor(proof));
    return t`Add the key below to your authenticator app, then enter the code it shows.`;
  });
  const confirm = act(async ({ code }: Filled) => {
    setCodes((await confirmTwoFactor(code ?? '')).recoveryCodes);
    setSetup(null);
    return `${t`Two-factor sign-in is on.`} ${signedOut}`;
  });
  const regenerate = act(async (proof: Filled) => {
    setCodes((await newRecoveryCodes(proof)).recoveryCodes);
    return `${t`New recovery codes made; the old ones no longer work.`} ${signedOut}`;
  });
  const turnOff = act(async (proof: Filled) => {
    await turnOffTwoFactor(proof);
    setCodes(null);
    setSetup(null);
    return `${t`Two-factor sign-in is off.`} ${signedOut}`;
  });
  const newPassword = act(async ({ newPassword, ...proof }: Filled) => {
    await changePassword({ ...proof, newPassword: newPassword ?? '' });
    return `${t`Password changed.`} ${signedOut}`;
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Security</Trans>
      </h2>
      <section aria-labelledby={twoFactorId}>
        <h3 id={twoFactorId}>
          <Trans>Two-factor sign-in</Trans>
        </h3>
        <p>
          <Trans>
            Two-factor sign-in asks for a code from an authenticator app on your phone after your
            password, so a guessed or leaked password alone does not let anyone in.
          </Trans>
        </p>
        {status.isPending ? (
          <p>
            <Trans>Loading…</Trans>
          </p>
        ) : enabled ? (
          <>
            <p>{t`Two-factor sign-in is on. Recovery codes left: ${codesLeft}.`}</p>
            <AccountForm
              fields="proof"
              askCode
              actions={[
                { text: t`New recovery codes`, run: regenerate },
                { text: t`Set up a new authenticator app`, run: start },
                { text: t`Turn off two-factor sign-in`, run: turnOff },
              ]}
            />
          </>
        ) : (
          <>
            <p>
              <Trans>Two-factor sign-in is off.</Trans>
            </p>
            {!setup && (
              <AccountForm
                fields="proof"
                actions={[{ text: t`Set up two-factor sign-in`, run: start }]}
              />
            )}
          </>
        )}
        {setup && (
          <div>
            <p>
              <Trans>
                Key to type into your authenticator app: <code>{setup.secret}</code>
              </Trans>
            </p>
            <p>
              <Trans>
                Or its setup link: <code style={{ wordBreak: 'break-all' }}>{setup.uri}</code>
              </Trans>
            </p>
            <AccountForm fields="app-code" actions={[{ text: t`Turn on`, run: confirm }]} />
          </div>
        )}
        {codes && (
          <div>
            <h4>
              <Trans>Recovery codes</Trans>
            </h4>
            <p>
              <Trans>
                Keep these somewhere safe: each signs you in once if you lose your phone. They are
                shown only now.
              </Trans>
            </p>
            <ul aria-label={t`Recovery codes`}>
              {codes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <section aria-labelledby={passwordId}>
        <h3 id={passwordId}>
          <Trans>Password</Trans>
        </h3>
        <p>
          <Trans>At least 12 characters. Your other sessions are signed out when it changes.</Trans>
        </p>
        <AccountForm
          fields="new-password"
          askCode={enabled}
          actions={[{ text: t`Change password`, run: newPassword }]}
        />
      </section>
      <p role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
