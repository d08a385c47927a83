import { CheckCircle2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import fields from '#client/components/form-fields.module.css';
import { HoneypotField, readHoneypot } from '#client/components/honeypot-field.tsx';
import { useProofOfWork } from '#client/components/proof-of-work/use-proof-of-work.ts';
import {
  type FieldErrors,
  fieldError,
  fieldErrors,
  firstInvalid,
} from '#client/lib/field-errors.ts';
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
  const fieldId = useId();
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const proofOfWork = useProofOfWork();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const focusField = (name: ContactField) => document.getElementById(`${fieldId}-${name}`)?.focus();

  useEffect(() => {
    if (sent) thanksHeading.current?.focus();
  }, [sent]);

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as ContactField;
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    // A field already marked wrong is checked again as it is corrected.
    if (errors[field]) {
      setErrors((current) => ({
        ...current,
        [field]: fieldError(contactMessageSchema.shape[field], value),
      }));
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors<ContactField>(parsed.error);
      setErrors(found);
      const first = firstInvalid(fieldOrder, found);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setFailed(false);
    setSending(true);
    try {
      const altcha = await proofOfWork.solve();
      await sendContactMessage(values, readHoneypot(form), altcha);
      setSent(true);
    } catch (error) {
      console.error('Sending the contact message failed', error);
      setFailed(true);
      window.alert(SEND_FAILED_MESSAGE);
    } finally {
      setSending(false);
    }
  }

  function startAnother() {
    setValues(empty);
    setErrors({});
    setSent(false);
    requestAnimationFrame(() => focusField('name'));
  }

  if (sent) {
    return (
      <section id={id} className={styles.thanks} aria-labelledby={`${fieldId}-thanks`}>
        <CheckCircle2 aria-hidden="true" size={48} className={styles.thanksIcon} />
        <h2 id={`${fieldId}-thanks`} tabIndex={-1} ref={thanksHeading}>
          Thank You!
        </h2>
        <p>Your message has been sent. We will get back to you within 24-48 hours.</p>
        <button type="button" className="button button-primary" onClick={startAnother}>
          Send Another Message
        </button>
      </section>
    );
  }

  const field = (name: ContactField) => ({
    id: `${fieldId}-${name}`,
    name,
    value: values[name] ?? '',
    onChange: handleChange,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${fieldId}-${name}-error` : undefined,
  });
  const errorFor = (name: ContactField) =>
    errors[name] && (
      <p id={`${fieldId}-${name}-error`} className={fields.error}>
        {errors[name]}
      </p>
    );
  const length = values.message?.length ?? 0;

  return (
    <form
      id={id}
      className={fields.form}
      onSubmit={handleSubmit}
      onFocus={proofOfWork.prepare}
      noValidate
      aria-labelledby={`${fieldId}-title`}
    >
      <h2 id={`${fieldId}-title`}>Send us a message</h2>
      <p className={fields.note}>Fields marked * are required.</p>
      <div className={fields.row}>
        <div className={fields.field}>
          <label htmlFor={`${fieldId}-name`}>Name *</label>
          <input {...field('name')} autoComplete="name" required />
          {errorFor('name')}
        </div>
        <div className={fields.field}>
          <label htmlFor={`${fieldId}-email`}>Email *</label>
          <input {...field('email')} type="email" autoComplete="email" required />
          {errorFor('email')}
        </div>
      </div>
      <div className={fields.row}>
        <div className={fields.field}>
          <label htmlFor={`${fieldId}-phone`}>Phone</label>
          <input {...field('phone')} type="tel" autoComplete="tel" />
          {errorFor('phone')}
        </div>
        <div className={fields.field}>
          <label htmlFor={`${fieldId}-subject`}>Subject</label>
          <input {...field('subject')} />
          {errorFor('subject')}
        </div>
      </div>
      <div className={fields.field}>
        <label htmlFor={`${fieldId}-message`}>Message *</label>
        <textarea
          {...field('message')}
          rows={6}
          required
          aria-describedby={[errors.message && `${fieldId}-message-error`, `${fieldId}-counter`]
            .filter(Boolean)
            .join(' ')}
        />
        <p
          id={`${fieldId}-counter`}
          className={`${styles.counter} ${length > CONTACT_MESSAGE_MAX ? styles.over : ''}`}
        >
          {length}/{CONTACT_MESSAGE_MAX}
        </p>
        {errorFor('message')}
      </div>
      <HoneypotField />
      {failed && (
        <p className={fields.failure} role="alert">
          {SEND_FAILED_MESSAGE}
        </p>
      )}
      <button type="submit" className={`button button-primary ${fields.submit}`} disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
