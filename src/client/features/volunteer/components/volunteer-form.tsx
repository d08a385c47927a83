import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Field,
  FieldRow,
  FormFailure,
  FormNote,
  NameEmailRow,
  PhoneField,
  PublicForm,
  SubmitButton,
} from '#client/components/form-fields.tsx';
import { HoneypotField, readHoneypot } from '#client/components/honeypot-field.tsx';
import { useProofOfWork } from '#client/components/proof-of-work/use-proof-of-work.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
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

function InterestChoices({
  chosen,
  onToggle,
}: {
  chosen: readonly Interest[];
  onToggle(interest: Interest, checked: boolean): void;
}) {
  return (
    <fieldset className={styles.interests}>
      <legend>Areas of interest (optional)</legend>
      {INTEREST_OPTIONS.map((interest) => (
        <label key={interest} className={styles.choice}>
          <input
            type="checkbox"
            name="interests"
            value={interest}
            checked={chosen.includes(interest)}
            onChange={(event) => onToggle(interest, event.target.checked)}
          />
          {interest}
        </label>
      ))}
    </fieldset>
  );
}

/** The application form: fields checked on blur, the first wrong one focused on submit. */
export function VolunteerForm({ id }: { id?: string }) {
  const form = useZodForm({
    schema: volunteerApplicationSchema,
    initial: empty,
    fields: fieldOrder,
    check: 'blur',
  });
  const navigate = useNavigate();
  const proofOfWork = useProofOfWork();
  const { values, setValues, errors, idOf, control } = form;
  const [status, setStatus] = useState<'idle' | 'submitting' | 'error'>('idle');

  function toggleInterest(interest: Interest, checked: boolean) {
    setValues((current) => ({
      ...current,
      interests: checked
        ? [...current.interests, interest]
        : current.interests.filter((chosen) => chosen !== interest),
    }));
  }

  const submit = form.handleSubmit(async (application, element) => {
    setStatus('submitting');
    try {
      const altcha = await proofOfWork.solve();
      await submitApplication(application, readHoneypot(element), altcha);
      navigate('/volunteer/thanks');
    } catch (error) {
      console.error('Sending the volunteer application failed', error);
      setStatus('error');
    }
  });

  return (
    <PublicForm
      id={id}
      className={styles.form}
      form={form}
      title="Volunteer Application"
      note="It takes about 2-3 minutes. Fields marked * are required."
      onSubmit={submit}
      onFocus={proofOfWork.prepare}
    >
      <NameEmailRow form={form} nameLabel="Full name *" />
      <FieldRow>
        <PhoneField form={form} label="Phone (optional)" />
        <Field id={idOf('location')} label="City and country *" error={errors.location}>
          <input {...control('location')} autoComplete="address-level2" required />
        </Field>
      </FieldRow>
      <Field id={idOf('availability')} label="Availability *" error={errors.availability}>
        <select {...control('availability')} required>
          <option value="">Select your availability</option>
          {AVAILABILITY_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
      <InterestChoices chosen={values.interests} onToggle={toggleInterest} />
      <Field
        id={idOf('motivation')}
        label="Why would you like to volunteer? *"
        error={errors.motivation}
      >
        <textarea {...control('motivation')} rows={5} required />
      </Field>
      <HoneypotField />
      <FormNote>
        By submitting this form, you agree that we may contact you about volunteering.
      </FormNote>
      {status === 'error' && (
        <FormFailure>
          Something went wrong. Please try again or contact us directly at{' '}
          <a href={`mailto:${brand.email}`}>{brand.email}</a>.
        </FormFailure>
      )}
      <SubmitButton disabled={status === 'submitting'}>
        {status === 'submitting' ? 'Sending…' : 'Submit Application'}
      </SubmitButton>
    </PublicForm>
  );
}
