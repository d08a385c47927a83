import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { InputField, SubmitButton } from '#client/components/form-fields.tsx';
import { useProofOfWork } from '#client/components/proof-of-work/use-proof-of-work.ts';
import { failureReason } from '#client/lib/api-client.ts';
import { signInLinkRequestSchema } from '#shared/schemas/my-gifts.ts';
import { requestSignInLink } from './api.ts';
import styles from './my-gifts.module.css';

/**
 * Asks for a sign-in link by e-mail. The answer is the same whether or not the address has
 * given, so the page says only that a link is on its way if the address is known.
 */
export function SignInForm({ notice }: { notice?: string | undefined }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const proofOfWork = useProofOfWork();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signInLinkRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(i18n._(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    setStatus('sending');
    try {
      await requestSignInLink(parsed.data.email, await proofOfWork.solve());
      setStatus('sent');
    } catch (failure) {
      setStatus('editing');
      setError(failureReason(failure, t`Something went wrong. Please try again.`));
    }
  }

  return (
    <form className={styles.panel} onSubmit={send} onFocus={proofOfWork.prepare} noValidate>
      <h2>
        <Trans>Sign in with your e-mail</Trans>
      </h2>
      {notice && <p className={styles.notice}>{notice}</p>}
      <p>
        <Trans>
          Enter the e-mail address you gave with your gifts. We will send you a link that signs you
          in: no password needed.
        </Trans>
      </p>
      <InputField
        id={`${id}-email`}
        label={t`E-mail address`}
        error={error}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <SubmitButton disabled={status === 'sending'}>
        {status === 'sending' ? t`Sending…` : t`Send me a link`}
      </SubmitButton>
      <p role="status" className={styles.status}>
        {status === 'sent' &&
          t`If this address has given to us, a sign-in link is on its way. It works once, within 30 minutes.`}
      </p>
    </form>
  );
}
