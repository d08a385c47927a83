import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import fields from '#client/components/form-fields.module.css';
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
import { useLocalizedPath } from '#client/lib/i18n/use-locale.ts';
import { navigate } from '#client/lib/location.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { brand } from '#shared/brand.ts';
import {
  AVAILABILITY_OPTIONS,
  type Availability,
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
const { email } = brand;
const fieldOrder: TextField[] = [
  'name',
  'email',
  'phone',
  'location',
  'availability',
  'motivation',
];

/** The options as people read them; the English values are what is sent and stored. */
const availabilityNames: Record<Availability, MessageDescriptor> = {
  Weekdays: msg`Weekdays`,
  Evenings: msg`Evenings`,
  Weekends: msg`Weekends`,
  Flexible: msg`Flexible`,
};
const interestNames: Record<Interest, MessageDescriptor> = {
  Education: msg`Education`,
  Health: msg`Health`,
  Logistics: msg`Logistics`,
  Media: msg`Media`,
  Fundraising: msg`Fundraising`,
};

function InterestChoices({
  chosen,
  onToggle,
}: {
  chosen: readonly Interest[];
  onToggle(interest: Interest, checked: boolean): void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className={styles.interests}>
      <legend>
        <Trans>Areas of interest (optional)</Trans>
      </legend>
      {INTEREST_OPTIONS.map((interest) => (
        <label key={interest} className={fields.checkbox}>
          <input
            type="checkbox"
            name="interests"
            value={interest}
            checked={chosen.includes(interest)}
            onChange={(event) => onToggle(interest, event.target.checked)}
          />
          {i18n._(interestNames[interest])}
        </label>
      ))}
    </fieldset>
  );
}

/** The application form: fields checked on blur, the first wrong one focused on submit. */
export function VolunteerForm({ id }: { id?: string }) {
  const { t, i18n } = useLingui();
  const localizedPath = useLocalizedPath();
  const form = useZodForm({
    schema: volunteerApplicationSchema,
    initial: empty,
    fields: fieldOrder,
    check: 'blur',
  });
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
      navigate(localizedPath('/volunteer/thanks'));
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
      title={t`Volunteer Application`}
      note={t`It takes about 2-3 minutes. Fields marked * are required.`}
      onSubmit={submit}
      onFocus={proofOfWork.prepare}
    >
      <NameEmailRow form={form} nameLabel={t`Full name *`} />
      <FieldRow>
        <PhoneField form={form} label={t`Phone (optional)`} />
        <Field id={idOf('location')} label={t`City and country *`} error={errors.location}>
          <input {...control('location')} autoComplete="address-level2" required />
        </Field>
      </FieldRow>
      <Field id={idOf('availability')} label={t`Availability *`} error={errors.availability}>
        <select {...control('availability')} required>
          <option value="">{t`Select your availability`}</option>
          {AVAILABILITY_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {i18n._(availabilityNames[option])}
            </option>
          ))}
        </select>
      </Field>
      <InterestChoices chosen={values.interests} onToggle={toggleInterest} />
      <Field
        id={idOf('motivation')}
        label={t`Why would you like to volunteer? *`}
        error={errors.motivation}
      >
        <textarea {...control('motivation')} rows={5} required />
      </Field>
      <HoneypotField />
      <FormNote>
        <Trans>
          By submitting this form, you agree that we may contact you about volunteering.
        </Trans>
      </FormNote>
      {status === 'error' && (
        <FormFailure>
          <Trans>
            Something went wrong. Please try again or contact us directly at{' '}
            <a href={`mailto:${email}`}>{email}</a>.
          </Trans>
        </FormFailure>
      )}
      <SubmitButton disabled={status === 'submitting'}>
        {status === 'submitting' ? t`Sending…` : t`Submit Application`}
      </SubmitButton>
    </PublicForm>
  );
}
