import { type ChangeEvent, type FocusEvent, type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import fields from '#client/components/form-fields.module.css';
import { HoneypotField, readHoneypot } from '#client/components/honeypot-field.tsx';
import { useProofOfWork } from '#client/components/proof-of-work/use-proof-of-work.ts';
import {
  type FieldErrors,
  fieldError,
  fieldErrors,
  firstInvalid,
} from '#client/lib/field-errors.ts';
import { brand } from '#shared/brand.ts';
import {
  AVAILABILITY_OPTIONS,
  INTEREST_OPTIONS,
  type Interest,
  volunteerApplicationSchema,
} from '#shared/schemas/volunteer.ts';
import { submitApplication } from '../api/volunteer-api.ts';
import styles from './volunteer-form.module.css';

type TextField = 'name' | 'email' | 'phone' | 'location' | 'availability' | 'motivation';
type Values = Record<TextField, string> & { interests: Interest[] };

const empty: Values = {
  name: '',
  email: '',
  phone: '',
  location: '',
  availability: '',
  interests: [],
  motivation: '',
};
const fieldOrder: TextField[] = [
  'name',
  'email',
  'phone',
  'location',
  'availability',
  'motivation',
];

/** The application form: fields checked on blur, the first wrong one focused on submit. */
export function VolunteerForm({ id }: { id?: string }) {
  const fieldId = useId();
  const navigate = useNavigate();
  const proofOfWork = useProofOfWork();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<TextField>>({});
  const [status, setStatus] = useState<'idle' | 'submitting' | 'error'>('idle');
  const idOf = (name: string) => `${fieldId}-${name}`;

  function handleChange(
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  }

  /** Trims the field and shows its message, if any. */
  function handleBlur(
    event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) {
    const name = event.target.name as TextField;
    const value = event.target.value.trim();
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({
      ...current,
      [name]: fieldError(volunteerApplicationSchema.shape[name], value),
    }));
  }

  function toggleInterest(interest: Interest, checked: boolean) {
    setValues((current) => ({
      ...current,
      interests: checked
        ? [...current.interests, interest]
        : current.interests.filter((chosen) => chosen !== interest),
    }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = volunteerApplicationSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors<TextField>(parsed.error);
      setErrors(found);
      const first = firstInvalid(fieldOrder, found);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      const altcha = await proofOfWork.solve();
      await submitApplication(parsed.data, readHoneypot(form), altcha);
      navigate('/volunteer/thanks');
    } catch (error) {
      console.error('Sending the volunteer application failed', error);
      setStatus('error');
    }
  }

  const control = (name: TextField) => ({
    id: idOf(name),
    name,
    value: values[name],
    onChange: handleChange,
    onBlur: handleBlur,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? idOf(`${name}-error`) : undefined,
  });
  const errorFor = (name: TextField) =>
    errors[name] && (
      <p id={idOf(`${name}-error`)} className={fields.error}>
        {errors[name]}
      </p>
    );

  return (
    <form
      id={id}
      className={`${fields.form} ${styles.form}`}
      onSubmit={handleSubmit}
      onFocus={proofOfWork.prepare}
      noValidate
      aria-labelledby={idOf('title')}
    >
      <h2 id={idOf('title')}>Volunteer Application</h2>
      <p className={fields.note}>It takes about 2-3 minutes. Fields marked * are required.</p>
      <div className={fields.row}>
        <div className={fields.field}>
          <label htmlFor={idOf('name')}>Full name *</label>
          <input {...control('name')} autoComplete="name" required />
          {errorFor('name')}
        </div>
        <div className={fields.field}>
          <label htmlFor={idOf('email')}>Email *</label>
          <input {...control('email')} type="email" autoComplete="email" required />
          {errorFor('email')}
        </div>
      </div>
      <div className={fields.row}>
        <div className={fields.field}>
          <label htmlFor={idOf('phone')}>Phone (optional)</label>
          <input {...control('phone')} type="tel" autoComplete="tel" />
          {errorFor('phone')}
        </div>
        <div className={fields.field}>
          <label htmlFor={idOf('location')}>City and country *</label>
          <input {...control('location')} autoComplete="address-level2" required />
          {errorFor('location')}
        </div>
      </div>
      <div className={fields.field}>
        <label htmlFor={idOf('availability')}>Availability *</label>
        <select {...control('availability')} required>
          <option value="">Select your availability</option>
          {AVAILABILITY_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {errorFor('availability')}
      </div>
      <fieldset className={styles.interests}>
        <legend>Areas of interest (optional)</legend>
        {INTEREST_OPTIONS.map((interest) => (
          <label key={interest} className={styles.choice}>
            <input
              type="checkbox"
              name="interests"
              value={interest}
              checked={values.interests.includes(interest)}
              onChange={(event) => toggleInterest(interest, event.target.checked)}
            />
            {interest}
          </label>
        ))}
      </fieldset>
      <div className={fields.field}>
        <label htmlFor={idOf('motivation')}>Why would you like to volunteer? *</label>
        <textarea {...control('motivation')} rows={5} required />
        {errorFor('motivation')}
      </div>
      <HoneypotField />
      <p className={fields.note}>
        By submitting this form, you agree that we may contact you about volunteering.
      </p>
      {status === 'error' && (
        <p className={fields.failure} role="alert">
          Something went wrong. Please try again or contact us directly at{' '}
          <a href={`mailto:${brand.email}`}>{brand.email}</a>.
        </p>
      )}
      <button
        type="submit"
        className={`button button-primary ${fields.submit}`}
        disabled={status === 'submitting'}
      >
        {status === 'submitting' ? 'Sending…' : 'Submit Application'}
      </button>
    </form>
  );
}
