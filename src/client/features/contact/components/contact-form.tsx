import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import fields from '#client/components/form-fields.module.css';
import {
  Button,
  Field,
  FieldRow,
  FormFailure,
  FormNote,
  NameEmailRow,
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

export const SEND_FAILED_MESSAGE = 'There was an error sending your message. Please try again.';

const empty: ContactMessageInput = { name: '', email: '', phone: '', subject: '', message: '' };
const fieldOrder: ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

/** The message form: editing, then sending, then the Thank You panel (or back to editing). */
export function ContactForm({ id }: { id?: string }) {
  const form = useZodForm({
    schema: contactMessageSchema,
    initial: empty,
    fields: fieldOrder,
    check: 'change-when-wrong',
  });
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const proofOfWork = useProofOfWork();
  const { values, errors, idOf, control } = form;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (sent) thanksHeading.current?.focus();
  }, [sent]);

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
      window.alert(SEND_FAILED_MESSAGE);
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
    return (
      <section id={id} className={styles.thanks} aria-labelledby={idOf('thanks')}>
        <CheckCircle2 aria-hidden="true" size={48} className={styles.thanksIcon} />
        <h2 id={idOf('thanks')} tabIndex={-1} ref={thanksHeading}>
          Thank You!
        </h2>
        <p>Your message has been sent. We will get back to you within 24-48 hours.</p>
        <Button variant="primary" onClick={startAnother}>
          Send Another Message
        </Button>
      </section>
    );
  }

  const length = values.message?.length ?? 0;

  return (
    <form
      id={id}
      className={fields.form}
      onSubmit={send}
      onFocus={proofOfWork.prepare}
      noValidate
      aria-labelledby={idOf('title')}
    >
      <h2 id={idOf('title')}>Send us a message</h2>
      <FormNote>Fields marked * are required.</FormNote>
      <NameEmailRow form={form} nameLabel="Name *" />
      <FieldRow>
        <Field id={idOf('phone')} label="Phone" error={errors.phone}>
          <input {...control('phone')} type="tel" autoComplete="tel" />
        </Field>
        <Field id={idOf('subject')} label="Subject" error={errors.subject}>
          <input {...control('subject')} />
        </Field>
      </FieldRow>
      <Field
        id={idOf('message')}
        label="Message *"
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
      {failed && <FormFailure>{SEND_FAILED_MESSAGE}</FormFailure>}
      <SubmitButton disabled={sending}>{sending ? 'Sending...' : 'Send Message'}</SubmitButton>
    </form>
  );
}
