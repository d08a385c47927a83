import { Trans } from '@lingui/react/macro';
import type { ComponentPropsWithRef, FormEventHandler, ReactNode } from 'react';
import type { ControlProps } from '#client/lib/use-zod-form.ts';
import fields from './form-fields.module.css';

interface FieldProps {
  /** The control's id: the label points at it, the message is `${id}-error`. */
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** The control itself, with `id` and (when wrong) aria-describedby `${id}-error`. */
  children: ReactNode;
  /** Shown under the control, e.g. a hint or a counter. */
  after?: ReactNode;
  className?: string;
}

interface PublicFormProps {
  id: string | undefined;
  /** The form's ids (useZodForm): its heading, which names the form, is `title`. */
  form: { idOf(name: string): string };
  title: string;
  note: ReactNode;
  className?: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus(): void;
  children: ReactNode;
}

/** A public form with its heading and note; the fields are checked by its zod schema. */
export function PublicForm({ form, title, note, className, children, ...rest }: PublicFormProps) {
  const titleId = form.idOf('title');
  return (
    <form
      {...rest}
      className={className ? `${fields.form} ${className}` : fields.form}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      <FormNote>{note}</FormNote>
      {children}
    </form>
  );
}

/** A labelled control with its message under it. */
export function Field({ id, label, error, children, after, className }: FieldProps) {
  return (
    <div className={className ? `${fields.field} ${className}` : fields.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {after}
      {error && (
        <p id={`${id}-error`} className={fields.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> &
  Pick<FieldProps, 'id' | 'label' | 'error' | 'after'>;

/** A labelled input: it takes the id and, when wrong, is marked invalid and points at the message. */
export function InputField({ id, label, error, after, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} error={error} after={after}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </Field>
  );
}

/** Two fields side by side on wide screens, stacked on narrow ones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={fields.row}>{children}</div>;
}

/** A form (from useZodForm) that has a name and an e-mail field. */
interface PersonForm {
  idOf(name: string): string;
  control(name: 'name' | 'email'): ControlProps;
  errors: { name?: string | undefined; email?: string | undefined };
}

/** The sender's name and e-mail address, both required, side by side. */
export function NameEmailRow({ form, nameLabel }: { form: PersonForm; nameLabel: string }) {
  const { idOf, control, errors } = form;
  return (
    <FieldRow>
      <Field id={idOf('name')} label={nameLabel} error={errors.name}>
        <input {...control('name')} autoComplete="name" required />
      </Field>
      <Field id={idOf('email')} label={<Trans>Email *</Trans>} error={errors.email}>
        <input {...control('email')} type="email" autoComplete="email" required />
      </Field>
    </FieldRow>
  );
}

/** A form (from useZodForm) that has an optional phone field. */
interface PhoneForm {
  idOf(name: string): string;
  control(name: 'phone'): ControlProps;
  errors: { phone?: string | undefined };
}

/** The sender's phone number. */
export function PhoneField({ form, label }: { form: PhoneForm; label: string }) {
  return (
    <InputField
      {...form.control('phone')}
      label={label}
      error={form.errors.phone}
      type="tel"
      autoComplete="tel"
    />
  );
}

/** A quiet note in a form (required marks, consent, a hint). */
export function FormNote({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={fields.note}>
      {children}
    </p>
  );
}

/** Why sending failed, read out at once. */
export function FormFailure({ children }: { children: ReactNode }) {
  return (
    <p className={fields.failure} role="alert">
      {children}
    </p>
  );
}

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: 'primary' | 'outline';
};

/** The site's button: primary (the one main action) or outline; type="button" unless told. */
export function Button({ variant = 'outline', type = 'button', className, ...rest }: ButtonProps) {
  const classes = `button button-${variant}${className ? ` ${className}` : ''}`;
  return <button type={type} className={classes} {...rest} />;
}

/** The form's submit button, on its own line at the start. */
export function SubmitButton({ className, ...rest }: Omit<ButtonProps, 'type' | 'variant'>) {
  return (
    <Button
      type="submit"
      variant="primary"
      className={className ? `${fields.submit} ${className}` : fields.submit}
      {...rest}
    />
  );
}
