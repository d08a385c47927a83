import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';
import type { TwoFactorSetup } from '#shared/schemas/auth.ts';
import {
  confirmTwoFactor,
  fetchTwoFactor,
  newRecoveryCodes,
  startTwoFactor,
  turnOffTwoFactor,
} from './two-factor-api.ts';

const statusKey = ['admin', 'two-factor'] as const;

/** One code field and its buttons: each button sends the code to its own action. */
function CodeForm({
  label,
  actions,
}: {
  label: string;
  actions: { text: string; run(code: string): Promise<void> }[];
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = actions.find((a) => a.text === submitter?.value) ?? actions[0];
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!action) return;
    setBusy(true);
    try {
      await action.run(code);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit}>
      <label htmlFor={`${id}-code`}>{label}</label>{' '}
      <input id={`${id}-code`} name="code" autoComplete="one-time-code" required />{' '}
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
    </form>
  );
}

/** Two-factor sign-in for the signed-in admin: set up, recovery codes, turn off. */
export function SecurityAdmin() {
  const { t } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: statusKey, queryFn: fetchTwoFactor });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState('');
  const codesLeft = status.data?.recoveryCodesLeft;

  /** Runs an action; its outcome goes to the live region. */
  const act = (run: () => Promise<string>) => async () => {
    try {
      setMessage(await run());
      await queryClient.invalidateQueries({ queryKey: statusKey });
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t`Network error. Please try again.`);
    }
  };
  const start = act(async () => {
    setCodes(null);
    setSetup(await startTwoFactor());
    return t`Add the key below to your authenticator app, then enter the code it shows.`;
  });
  const confirm = (code: string) =>
    act(async () => {
      setCodes((await confirmTwoFactor(code)).recoveryCodes);
      setSetup(null);
      return t`Two-factor sign-in is on.`;
    })();
  const regenerate = (code: string) =>
    act(async () => {
      setCodes((await newRecoveryCodes(code)).recoveryCodes);
      return t`New recovery codes made; the old ones no longer work.`;
    })();
  const turnOff = (code: string) =>
    act(async () => {
      await turnOffTwoFactor(code);
      setCodes(null);
      return t`Two-factor sign-in is off.`;
    })();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Security</Trans>
      </h2>
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
      ) : status.data?.enabled ? (
        <>
          <p>{t`Two-factor sign-in is on. Recovery codes left: ${codesLeft}.`}</p>
          <CodeForm
            label={t`Current code`}
            actions={[
              { text: t`New recovery codes`, run: regenerate },
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
            <button type="button" className="button button-primary" onClick={start}>
              <Trans>Set up two-factor sign-in</Trans>
            </button>
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
          <CodeForm label={t`Code from your app`} actions={[{ text: t`Turn on`, run: confirm }]} />
        </div>
      )}
      {codes && (
        <div>
          <h3>
            <Trans>Recovery codes</Trans>
          </h3>
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
      <p role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
