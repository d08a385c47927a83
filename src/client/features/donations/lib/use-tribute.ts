import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { type FieldErrors, firstInvalid } from '#client/lib/field-errors.ts';
import {
  initialTributeState,
  TRIBUTE_TEXT_FIELDS,
  type TributeFormState,
  type TributeTextField,
  tributeErrors,
  tributeInput,
} from './tribute-form.ts';

/** Keeps only the messages of the fields that were already marked wrong. */
function stillWrong(
  found: FieldErrors<TributeTextField>,
  shown: FieldErrors<TributeTextField>,
): FieldErrors<TributeTextField> {
  return Object.fromEntries(Object.entries(found).filter(([field]) => field in shown));
}

/**
 * The donation form's gift in memory or in honour of someone: its fields, their messages (checked
 * when the giver pays, then again as a wrong field is corrected) and the tribute to send.
 * `offered`: a one-time gift (the server refuses a tribute with a monthly one).
 */
export function useTribute(offered: boolean) {
  const { i18n } = useLingui();
  const baseId = useId();
  const [state, setState] = useState(initialTributeState);
  const [errors, setErrors] = useState<FieldErrors<TributeTextField>>({});
  const idOf = (field: string) => `${baseId}-tribute-${field}`;
  const chosen = offered && state.choice !== 'none';

  function update(change: Partial<TributeFormState>) {
    const next = { ...state, ...change };
    setState(next);
    setErrors((shown) => stillWrong(tributeErrors(next), shown));
  }

  /** Marks what is wrong and focuses its first field; true when the gift may go ahead. */
  function validate(): boolean {
    if (!chosen) return true;
    const found = tributeErrors(state);
    setErrors(found);
    const first = firstInvalid(TRIBUTE_TEXT_FIELDS, found);
    if (first) document.getElementById(idOf(first))?.focus();
    return first === undefined;
  }

  const shown: FieldErrors<TributeTextField> = {};
  for (const [field, message] of Object.entries(errors) as [TributeTextField, string][]) {
    shown[field] = i18n._(message);
  }

  return {
    state,
    update,
    errors: shown,
    idOf,
    offered,
    /** What the gift call sends as `tribute`. */
    payload: chosen ? tributeInput(state) : undefined,
    validate,
    reset() {
      setState(initialTributeState);
      setErrors({});
    },
  };
}

export type TributeControl = ReturnType<typeof useTribute>;
