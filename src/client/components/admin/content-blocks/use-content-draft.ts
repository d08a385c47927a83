import { useLingui } from '@lingui/react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';
import {
  type BlockDraft,
  type DraftErrors,
  focusFirst,
  serverFieldError,
  translateErrors,
} from './block-draft.ts';
import { blockControl } from './blocks-editor.tsx';
import { describedBy } from './image-upload.tsx';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Checked<Input> = { ok: true; input: Input } | { ok: false; errors: DraftErrors };

interface Options<Draft, Input> {
  initial(): Draft;
  /** The shared schema's check of the draft. */
  check(draft: Draft): Checked<Input>;
  /** Sends the checked draft (a mutation's `mutate`). */
  save(input: Input, callbacks: { onSuccess(): void; onError(error: unknown): void }): void;
  onSaved(): void;
  /** A field's message, where one gathers others' (a story's tags); by default its own. */
  errorAt?(errors: DraftErrors, name: string): string | undefined;
}

/**
 * The draft of a content editor with blocks (a story, an appeal): its values, the messages of
 * the shared schema or of the server beside their fields (the first one focused), and the props
 * of its text fields.
 */
export function useContentDraft<Draft extends { content: BlockDraft[] }, Input>({
  initial,
  check,
  save,
  onSaved,
  errorAt = (errors, name) => errors[name],
}: Options<Draft, Input>) {
  const { i18n } = useLingui();
  const baseId = useId();
  const idOf = (name: string) => `${baseId}-${name}`;
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});

  const controlOf = (path: string) =>
    idOf(
      blockControl(draft.content, path) ??
        (path.startsWith('sv.') ? path.replace('.', '-') : path.split('.')[0]!),
    );
  function showErrors(found: DraftErrors) {
    setErrors(found);
    focusFirst(Object.keys(found).map(controlOf));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check(draft);
    if (!checked.ok) return showErrors(translateErrors(checked.errors, i18n));
    setErrors({});
    save(checked.input, {
      onSuccess: onSaved,
      onError: (error) => {
        const found = error instanceof ApiError ? serverFieldError(error.message) : undefined;
        if (found) showErrors(found);
      },
    });
  }

  return {
    baseId,
    idOf,
    draft,
    setDraft,
    errors,
    submit,
    /** The props of a text field's control. */
    control: (name: keyof Draft & string) => ({
      ...describedBy(idOf(name), errorAt(errors, name)),
      name,
      value: String(draft[name]),
      onChange: (event: ChangeEvent<Control>) =>
        setDraft((current) => ({ ...current, [name]: event.target.value })),
    }),
    /** The props of a text field's `Field`. */
    field: (name: keyof Draft & string, label: string) => ({
      id: idOf(name),
      label,
      error: errorAt(errors, name),
    }),
  };
}

/** A content editor's draft and its helpers, as `useContentDraft` answers them. */
export type ContentDraftEditor<Draft extends { content: BlockDraft[] }> = ReturnType<
  typeof useContentDraft<Draft, unknown>
>;
