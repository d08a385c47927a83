import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { z } from 'zod';
import styles from './swedish-version.module.css';

/**
 * One text field of an item's Swedish version: its name in the version, and its label, in
 * Swedish whatever the page's language: the fields are written in Swedish by someone who writes
 * it, and a Swedish label ("Rubrik") cannot be taken for its English twin ("Title"), by eye, by
 * a screen reader (it is marked lang="sv") or by a test.
 */
export interface SwedishField {
  name: string;
  label: string;
  /** A text area of this many rows; a one-line input when left out. */
  rows?: number;
}

type Values = Record<string, string>;

const valuesOf = (fields: readonly SwedishField[], version: object | null | undefined): Values =>
  Object.fromEntries(
    fields.map(({ name }) => {
      const value = (version as Record<string, unknown> | null | undefined)?.[name];
      return [name, typeof value === 'string' ? value : ''];
    }),
  );

/**
 * The state of an item's Swedish version in an admin form (decision 010): every field empty
 * means no version; otherwise it is checked by the same shared schema as the server's.
 * `current` is the item's version (null: none); left out, it is not known (an item read before
 * the admin's own answer came), and empty fields then leave the stored version as it is.
 */
export function useSwedishVersion<Version>(
  schema: z.ZodType<Version>,
  fields: readonly SwedishField[],
  current?: object | null,
) {
  const [values, setValues] = useState(() => valuesOf(fields, current));
  const [errors, setErrors] = useState<Values>({});

  return {
    fields,
    values,
    errors,
    setValue(name: string, value: string) {
      setValues((previous) => ({ ...previous, [name]: value }));
    },
    reset() {
      setValues(valuesOf(fields, null));
      setErrors({});
    },
    /** What to send of the version (null: none), or undefined after marking what is wrong. */
    check(): { sv?: Version | null } | undefined {
      if (Object.values(values).every((value) => value.trim() === '')) {
        setErrors({});
        return current === undefined ? {} : { sv: null };
      }
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        setErrors({});
        return { sv: parsed.data };
      }
      const found: Values = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        found[name] ??= issue.message;
      }
      setErrors(found);
      return undefined;
    },
  };
}

export type SwedishVersionState = ReturnType<typeof useSwedishVersion>;
/** What the fieldset shows and changes: a form that holds its values itself gives just these. */
export type SwedishFieldsState = Pick<
  SwedishVersionState,
  'fields' | 'values' | 'errors' | 'setValue'
>;

/**
 * The fieldset's view of an editor's draft that holds its Swedish fields itself, each under the
 * draft's own name (`{ title: 'svTitle' }`); their messages are the draft's at `sv.title`.
 */
export function draftSwedishFields<Draft>(
  fields: readonly SwedishField[],
  names: Record<string, keyof Draft & string>,
  draft: Draft,
  errors: Record<string, string>,
  setDraft: (change: (current: Draft) => Draft) => void,
): SwedishFieldsState {
  return {
    fields,
    values: Object.fromEntries(
      fields.map(({ name }) => [name, String(draft[names[name] as keyof Draft] ?? '')]),
    ),
    errors: Object.fromEntries(
      fields.flatMap(({ name }) => {
        const error = errors[`sv.${name}`];
        return error ? [[name, error]] : [];
      }),
    ),
    setValue: (name, value) =>
      setDraft((current) => ({ ...current, [names[name] as string]: value })),
  };
}

/** The "Swedish version (optional)" fieldset of a content form: its fields, in Swedish. */
export function SwedishVersionFieldset({
  idPrefix,
  state,
}: {
  idPrefix: string;
  state: SwedishFieldsState;
}) {
  const { i18n } = useLingui();
  const hintId = `${idPrefix}-sv-hint`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend>
        <Trans>Swedish version (optional)</Trans>
      </legend>
      <p id={hintId} className={styles.hint}>
        <Trans>
          Shown on the Swedish pages. Leave every field empty to show the English text there.
        </Trans>
      </p>
      {state.fields.map(({ name, label, rows }) => {
        const id = `${idPrefix}-sv-${name}`;
        const error = state.errors[name];
        const control = {
          id,
          lang: 'sv',
          value: state.values[name] ?? '',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={id} lang="sv">
              {label}
            </label>
            {rows ? (
              <textarea
                {...control}
                rows={rows}
                onChange={(event) => state.setValue(name, event.target.value)}
              />
            ) : (
              <input {...control} onChange={(event) => state.setValue(name, event.target.value)} />
            )}
            {error && (
              <p id={`${id}-error`} className={styles.error}>
                {i18n._(error)}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
