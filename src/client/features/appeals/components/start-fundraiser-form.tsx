import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import fields from '#client/components/form-fields.module.css';
import {
  Field,
  FieldRow,
  FormFailure,
  FormNote,
  PublicForm,
  SubmitButton,
} from '#client/components/form-fields.tsx';
import { HoneypotField, readHoneypot } from '#client/components/honeypot-field.tsx';
import { useProofOfWork } from '#client/components/proof-of-work/use-proof-of-work.ts';
import { failureReason } from '#client/lib/api-client.ts';
import { useSearch } from '#client/lib/location.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { fundraiserKinds, fundraiserRequestSchema } from '#shared/schemas/appeals.ts';
import { HONEYPOT_FIELD } from '#shared/schemas/fields.ts';
import { startFundraiser } from '../api/fundraiser-calls.ts';
import { kindNames } from '../lib/kind-names.ts';
import { emptyStartForm, goalOf, startFormFields } from '../lib/start-form.ts';
import { AppealChoice } from './appeal-choice.tsx';
import styles from './appeals.module.css';

/**
 * "Start a fundraiser": the public form (proof of work, honeypot), then a note that a link to
 * confirm the address is on its way. The photo is added after signing in with that link.
 */
export function StartFundraiserForm() {
  const { t, i18n } = useLingui();
  const form = useZodForm({
    schema: fundraiserRequestSchema,
    initial: emptyStartForm,
    fields: startFormFields,
    check: 'blur',
  });
  const { values, setValues, errors, idOf, control } = form;
  const proofOfWork = useProofOfWork();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const search = useSearch();
  // An appeal's page links here with its slug: read once hydrated (the page is pre-rendered).
  useEffect(() => {
    const appeal = new URLSearchParams(search).get('appeal');
    if (appeal) setValues((current) => ({ ...current, appeal }));
  }, [search, setValues]);

  // What was typed goes to the server, which reads it with the same schema (the goal in kronor).
  const send = form.handleSubmit(async (_, element) => {
    setStatus('sending');
    setFailure(null);
    try {
      const altcha = await proofOfWork.solve();
      await startFundraiser({ ...values, altcha, [HONEYPOT_FIELD]: readHoneypot(element) });
      setStatus('sent');
    } catch (error) {
      console.error('Starting a fundraiser failed', error);
      setStatus('idle');
      setFailure(failureReason(error, t`Something went wrong. Please try again.`));
    }
  });

  if (status === 'sent') {
    return <StartedNote headingId={idOf('sent')} email={values.organiserEmail.trim()} />;
  }

  const memorial = values.kind === 'memorial';
  return (
    <PublicForm
      id="start"
      // The heading's id is the form's `title`, which is a field of this one.
      form={{ idOf: (name) => idOf(`form-${name}`) }}
      title={t`Your fundraiser`}
      note={t`Fields marked * are required.`}
      onSubmit={send}
      onFocus={proofOfWork.prepare}
    >
      <Field id={idOf('kind')} label={t`What is it for? *`} error={errors.kind}>
        <select {...control('kind')} required>
          {fundraiserKinds.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(kindNames[kind])}
            </option>
          ))}
        </select>
      </Field>
      {memorial && (
        <Field id={idOf('inMemoryOf')} label={t`In memory of *`} error={errors.inMemoryOf}>
          <input {...control('inMemoryOf')} required />
        </Field>
      )}
      <Field id={idOf('title')} label={t`Title *`} error={errors.title}>
        <input {...control('title')} required maxLength={120} />
      </Field>
      <Field id={idOf('story')} label={t`A few words to your friends *`} error={errors.story}>
        <textarea {...control('story')} rows={5} required maxLength={2000} />
      </Field>
      <FieldRow>
        <Field
          id={idOf('goal')}
          label={t`Goal in kronor (optional)`}
          after={<FormNote>{t`Without a goal, the page shows what has been raised.`}</FormNote>}
          error={errors.goal}
        >
          <input
            id={idOf('goal')}
            name="goal"
            type="number"
            inputMode="numeric"
            min={100}
            step={1}
            value={values.goal ?? ''}
            onChange={(event) =>
              setValues((current) => ({ ...current, goal: goalOf(event.target.value) }))
            }
            aria-invalid={errors.goal ? true : undefined}
            aria-describedby={errors.goal ? idOf('goal-error') : undefined}
          />
        </Field>
        <Field
          id={idOf('endsOn')}
          label={t`Last day *`}
          error={errors.endsOn}
          after={<FormNote>{t`At most a year from today.`}</FormNote>}
        >
          <input {...control('endsOn')} type="date" required />
        </Field>
      </FieldRow>
      <AppealChoice
        id={idOf('appeal')}
        value={typeof values.appeal === 'string' ? values.appeal : ''}
        onChange={(slug) => setValues((current) => ({ ...current, appeal: slug || undefined }))}
      />
      <FieldRow>
        <Field id={idOf('organiserName')} label={t`Your name *`} error={errors.organiserName}>
          <input {...control('organiserName')} autoComplete="name" required />
        </Field>
        <Field
          id={idOf('organiserEmail')}
          label={t`Your e-mail address *`}
          error={errors.organiserEmail}
        >
          <input {...control('organiserEmail')} type="email" autoComplete="email" required />
        </Field>
      </FieldRow>
      <label className={fields.checkbox}>
        <input
          type="checkbox"
          name="emailPerGift"
          checked={values.emailPerGift ?? false}
          onChange={(event) =>
            setValues((current) => ({ ...current, emailPerGift: event.target.checked }))
          }
        />
        <Trans>E-mail me about each gift</Trans>
      </label>
      <HoneypotField />
      <FormNote>
        <Trans>
          We e-mail you a link to confirm your address. Once signed in with it you can add a photo,
          change the text and thank your givers. We look at every fundraiser before it is public.
        </Trans>
      </FormNote>
      {failure && <FormFailure>{failure}</FormFailure>}
      <SubmitButton disabled={status === 'sending'}>
        {status === 'sending' ? t`Sending…` : t`Start the fundraiser`}
      </SubmitButton>
    </PublicForm>
  );
}

/** In place of the sent form: what happens next. */
function StartedNote({ headingId, email }: { headingId: string; email: string }) {
  return (
    <section className={fields.form} aria-labelledby={headingId} role="status">
      <MailCheck aria-hidden="true" size={40} className={styles.icon} />
      <h2 id={headingId}>
        <Trans>Check your e-mail</Trans>
      </h2>
      <p>
        <Trans>
          We have sent a link to {email}. Open it to confirm your address. We then look at your
          fundraiser and e-mail you when it is public, usually within a working day.
        </Trans>
      </p>
    </section>
  );
}
