import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { HONEYPOT_FIELD } from '#shared/schemas/fields.ts';

/**
 * A field that people never see or reach with the keyboard; robots that fill in every field
 * give themselves away (the server then drops the submission).
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>
        <Trans>Leave this field empty</Trans>
      </label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The honeypot's value in a submitted form ('' from a person). */
export function readHoneypot(form: HTMLFormElement): string {
  return String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
}
