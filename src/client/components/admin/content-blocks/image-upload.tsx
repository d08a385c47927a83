import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import { Field } from '#client/components/form-fields.tsx';
import { apiFetch } from '#client/lib/api-client.ts';
import type { StoryImage } from '#shared/schemas/stories.ts';
import { failureMessage } from '../admin-view.tsx';
import { IMAGE_TYPES } from '../item-actions.tsx';
import styles from './content-editor.module.css';

/** Uploads a picture of a story or an appeal (re-encoded by the server); answers its address. */
function uploadContentImage(file: File): Promise<StoryImage> {
  const form = new FormData();
  form.append('image', file);
  return apiFetch<StoryImage>('/api/admin/stories/images', { method: 'POST', body: form });
}

interface Props {
  id: string;
  label: string;
  /** The current image's address ('' for none yet). */
  src: string;
  error: string | undefined;
  onUploaded(src: string): void;
}

/** A picture chosen from the computer, uploaded at once (re-encoded by the server). */
export function ImageUpload({ id, label, src, error, onUploaded }: Props) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const message = failure || error;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setFailure('');
    try {
      onUploaded((await uploadContentImage(file)).src);
    } catch (uploadError) {
      console.error('Image upload failed', uploadError);
      setFailure(failureMessage(uploadError, i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field
      id={id}
      label={label}
      error={message}
      after={
        <p role="status" className={styles.hint}>
          {busy ? t`Uploading…` : src ? t`Uploaded.` : ''}
        </p>
      }
    >
      {src && <img src={src} alt="" className={styles.thumb} />}
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        onChange={upload}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
    </Field>
  );
}

/** The props that tie a control to its message under it. */
export const describedBy = (id: string, error: string | undefined) => ({
  id,
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
