import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Field,
  FieldRow,
  FormFailure,
  NameEmailRow,
  PhoneField,
  PublicForm,
  SubmitButton,
} from '#client/components/form-fields.tsx';
import { HoneypotField, readHoneypot } from '#client/components/honeypot-field.tsx';
import { useProofOfWork } from '#client/components/proof-of-work/use-proof-of-work.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import {
  CONTACT_MESSAGE_MAX,
  type ContactField,
  type ContactMessageInput,
  contactMessageSchema,
} from '#shared/schemas/contact.ts';
import { sendContactMessage } from '../api/contact-api.ts';
import styles from './contact-form.module.css';

const SEND_FAILED_MESSAGE = msg`There was an error sending your message. Please try again.`;

const empty: ContactMessageInput = { name: '', email: '', phone: '', subject: '', message: '' };
const fieldOrder: ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

/** The Thank You panel, focused when it appears, in place of the sent form. */
function ContactThanks({
  id,
  headingId,
  onAnother,
}: {
  id: string | undefined;
  headingId: string;
  onAnother(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section id={id} className={styles.thanks} aria-labelledby={headingId}>
      <CheckCircle2 aria-hidden="true" size={48} className={styles.thanksIcon} />
      <h2 id={headingId} tabIndex={-1} ref={heading}>
        <Trans>Thank You!</Trans>
      </h2>
      <p>
        <Trans>Your message has been sent. We will get back to you within 24-48 hours.</Trans>
      </p>
      <Button variant="primary" onClick={onAnother}>
        <Trans>Send Another Message</Trans>
      </Button>
    </section>
  );
}

/** The message form: editing, then sending, then the Thank You panel (or back to editing). */
export function ContactForm({ id }: { id?: string }) {
  const { t, i18n } = useLingui();
  const form = useZodForm({
    schema: contactMessageSchema,
    initial: empty,
    fields: fieldOrder,
    check: 'change-when-wrong',
  });
  const proofOfWork = useProofOfWork();
  const { values, errors, idOf, control } = form;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);

  const send = form.handleSubmit(async (_, element) => {
    setFailed(false);
    setSending(true);
    try {
      const altcha = await proofOfWork.solve();
      await sendContactMessage(values, readHoneypot(element), altcha);
      setSent(true);
    } catch (error) {
      console.error('Sending the contact message failed', error);
      setFailed(true);
      window.alert(i18n._(SEND_FAILED_MESSAGE));
    } finally {
      setSending(false);
    }
  });

  function startAnother() {
    form.reset();
    setSent(false);
    requestAnimationFrame(() => document.getElementById(idOf('name'))?.focus());
  }

  if (sent) {
    return <ContactThanks id={id} headingId={idOf('thanks')} onAnother={startAnother} />;
  }

  const length = values.message?.length ?? 0;

  return (
    <PublicForm
      id={id}
      form={form}
      title={t`Send us a message`}
      note={t`Fields marked * are required.`}
      onSubmit={send}
      onFocus={proofOfWork.prepare}
    >
      <NameEmailRow form={form} nameLabel={t`Name *`} />
      <FieldRow>
        <PhoneField form={form} label={t`Phone`} />
        <Field id={idOf('subject')} label={t`Subject`} error={errors.subject}>
          <input {...control('subject')} />
        </Field>
      </FieldRow>
      <Field
        id={idOf('message')}
        label={t`Message *`}
        error={errors.message}
        after={
          <p
            id={idOf('counter')}
            className={`${styles.counter} ${length > CONTACT_MESSAGE_MAX ? styles.over : ''}`}
          >
            {length}/{CONTACT_MESSAGE_MAX}
          </p>
        }
      >
        <textarea
          {...control('message')}
          rows={6}
          required
          aria-describedby={[errors.message && idOf('message-error'), idOf('counter')]
            .filter(Boolean)
            .join(' ')}
        />
      </Field>
      <HoneypotField />
      {failed && <FormFailure>{i18n._(SEND_FAILED_MESSAGE)}</FormFailure>}
      <SubmitButton disabled={sending}>{sending ? t`Sending...` : t`Send Message`}</SubmitButton>
    </PublicForm>
  );
}
