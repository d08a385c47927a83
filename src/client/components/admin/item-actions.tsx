import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import fieldStyles from '../form-fields.module.css';
import { ActionsRow } from './actions-row.tsx';
import styles from './item-actions.module.css';

export { ActionsRow };

interface ItemActionsProps {
  onEdit(): void;
  /** The Edit button, for giving focus back to it after editing. */
  editRef?: Ref<HTMLButtonElement>;
  editLabel?: string;
  /** Asked with window.confirm before `onDelete`. */
  confirmDelete: string;
  onDelete(): void;
  deleting: boolean;
  /** Further actions after Delete (e.g. Reset Count). */
  children?: ReactNode;
}

/** The Edit and Delete buttons of an item in a managed-content editor. */
export function ItemActions({
  onEdit,
  editRef,
  editLabel,
  confirmDelete,
  onDelete,
  deleting,
  children,
}: ItemActionsProps) {
  const { t } = useLingui();
  return (
    <>
      <Button ref={editRef} onClick={onEdit}>
        {editLabel ?? t`Edit`}
      </Button>
      <Button
        disabled={deleting}
        onClick={() => {
          if (window.confirm(confirmDelete)) onDelete();
        }}
      >
        <Trans>Delete</Trans>
      </Button>
      {children}
    </>
  );
}

/** Save and Cancel under an editing form. */
export function SaveCancel({
  saving,
  onCancel,
  className,
}: {
  saving: boolean;
  onCancel(): void;
  className?: string | undefined;
}) {
  return (
    <ActionsRow className={className}>
      <Button type="submit" variant="primary" disabled={saving}>
        <Trans>Save</Trans>
      </Button>
      <Button onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </ActionsRow>
  );
}

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

interface ImageFieldsProps {
  id: string;
  /** The item has an image now: the label says Replace, and Remove image is offered. */
  hasImage: boolean;
  onImage(image: File | null): void;
  removeImage: boolean;
  onRemoveImage(remove: boolean): void;
  /** Why the server refused the image, shown under it. */
  error?: string | undefined;
}

/** The optional image of an item (leader, testimonial): choose one, replace it or remove it. */
export function ImageFields({
  id,
  hasImage,
  onImage,
  removeImage,
  onRemoveImage,
  error,
}: ImageFieldsProps) {
  return (
    <>
      <label htmlFor={`${id}-image`}>
        {hasImage ? <Trans>Replace image (optional)</Trans> : <Trans>Image (optional)</Trans>}
      </label>
      <input
        id={`${id}-image`}
        type="file"
        accept={IMAGE_TYPES}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-image-error` : undefined}
        onChange={(event) => onImage(event.target.files?.[0] ?? null)}
      />
      {error && (
        <p id={`${id}-image-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
      {hasImage && (
        <div className={styles.checkbox}>
          <input
            id={`${id}-remove`}
            type="checkbox"
            checked={removeImage}
            onChange={(event) => onRemoveImage(event.target.checked)}
          />
          <label htmlFor={`${id}-remove`}>
            <Trans>Remove image</Trans>
          </label>
        </div>
      )}
    </>
  );
}
