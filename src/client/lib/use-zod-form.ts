import { useLingui } from '@lingui/react';
import { type ChangeEvent, type FocusEvent, type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldError, fieldErrors, firstInvalid } from './field-errors.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a text field's control is given by `control(name)`. */
export interface ControlProps {
  id: string;
  name: string;
  value: string;
  onChange(event: ChangeEvent<Control>): void;
  onBlur?(event: FocusEvent<Control>): void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Options<Schema extends z.ZodObject, Values, Field extends string> {
  /** The shared zod schema the server checks too. */
  schema: Schema;
  initial: Values;
  /** The text fields in the form's order: the first wrong one takes focus on submit. */
  fields: readonly Field[];
  /**
   * When a field is checked: on blur (trimmed first), or only once it has been marked wrong,
   * again on every change.
   */
  check: 'blur' | 'change-when-wrong';
}

/**
 * One way to run a public form with a shared zod schema: values, per-field messages, the
 * props of each control (ids, aria-invalid, aria-describedby) and a submit that validates and
 * focuses the first wrong field. (The shape of react-hook-form's `register` and zodResolver.)
 */
export function useZodForm<
  Schema extends z.ZodObject,
  Values extends object,
  Field extends Extract<keyof Values, string>,
>({ schema, initial, fields, check }: Options<Schema, Values, Field>) {
  const { i18n } = useLingui();
  const baseId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const idOf = (name: string) => `${baseId}-${name}`;
  const checkField = (name: Field, value: string) =>
    setErrors((current) => ({ ...current, [name]: fieldError(schema.shape[name], value) }));

  function onChange(event: ChangeEvent<Control>) {
    const name = event.target.name as Field;
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    // A field already marked wrong is checked again as it is corrected.
    if (check === 'change-when-wrong' && errors[name]) checkField(name, value);
  }

  function onBlur(event: FocusEvent<Control>) {
    const name = event.target.name as Field;
    const value = event.target.value.trim();
    setValues((current) => ({ ...current, [name]: value }));
    checkField(name, value);
  }

  /** The props of the control of a text field. */
  const control = (name: Field): ControlProps => ({
    id: idOf(name),
    name,
    value: String(values[name] ?? ''),
    onChange,
    ...(check === 'blur' ? { onBlur } : {}),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? idOf(`${name}-error`) : undefined,
  });

  /** Validates, then calls `onValid` with the parsed values; else focuses the first wrong field. */
  const handleSubmit =
    (onValid: (data: z.output<Schema>, form: HTMLFormElement) => unknown) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        const found = fieldErrors<Field>(parsed.error);
        setErrors(found);
        const first = firstInvalid(fields, found);
        if (first) document.getElementById(idOf(first))?.focus();
        return;
      }
      setErrors({});
      return onValid(parsed.data, event.currentTarget);
    };

  function reset() {
    setValues(initial);
    setErrors({});
  }

  // Schema messages are catalog ids (#shared/i18n/message.ts): shown in the page's language.
  const shown: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    shown[field] = message && i18n._(message);
  }

  return { values, setValues, errors: shown, setErrors, idOf, control, handleSubmit, reset };
}
