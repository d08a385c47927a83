import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import { ItemActions, SaveCancel } from '#client/components/admin/item-actions.tsx';
import {
  type SwedishField,
  SwedishVersionFieldset,
  useSwedishVersion,
} from '#client/components/admin/swedish-version.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { contentLimits, gallerySwedishSchema } from '#shared/schemas/content.ts';
import {
  galleryAdminScope,
  useDeleteImage,
  useDescribeImage,
  useUploadImages,
} from '../api/gallery-admin-api.ts';
import type { GalleryImage } from '../api/gallery-api.ts';
import styles from './gallery.module.css';

interface Chosen {
  file: File;
  preview: string;
}

/** Upload of one or more photos, each with an optional description. */
export function UploadForm() {
  const { t } = useLingui();
  const id = useId();
  const upload = useUploadImages();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [descriptions, setDescriptions] = useState<string[]>([]);
  const [svDescriptions, setSvDescriptions] = useState<string[]>([]);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);

  useEffect(
    () => () => {
      for (const item of chosen) URL.revokeObjectURL(item.preview);
    },
    [chosen],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    setChosen(files.map((file) => ({ file, preview: URL.createObjectURL(file) })));
    setDescriptions(files.map(() => ''));
    setSvDescriptions(files.map(() => ''));
  }

  const describe =
    (set: typeof setDescriptions) => (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      set((items) => items.map((item, i) => (i === index ? value : item)));
    };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) return;
    upload.mutate(
      chosen.map(({ file }, index) => ({
        file,
        description: descriptions[index] ?? '',
        svDescription: svDescriptions[index] ?? '',
      })),
      {
        onSettled: () => {
          setChosen([]);
          setDescriptions([]);
          setSvDescriptions([]);
          setInputKey((key) => key + 1);
        },
      },
    );
  }

  return (
    <form className={styles.upload} onSubmit={handleSubmit} aria-label={t`Upload photos`}>
      <label htmlFor={`${id}-files`}>
        <Trans>Choose photos to upload</Trans>
      </label>
      <input
        key={inputKey}
        id={`${id}-files`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        onChange={choose}
      />
      {chosen.map((item, index) => (
        <div key={item.preview} className={styles.uploadItem}>
          <img src={item.preview} alt="" className={styles.uploadPreview} />
          <label htmlFor={`${id}-description-${index}`}>
            <Trans>Description for {item.file.name} (optional)</Trans>
          </label>
          <input
            id={`${id}-description-${index}`}
            value={descriptions[index] ?? ''}
            onChange={describe(setDescriptions)(index)}
          />
          {/* Labelled in Swedish, like every Swedish version's field (decision 010). */}
          <label htmlFor={`${id}-sv-description-${index}`} lang="sv">
            Svensk beskrivning av {item.file.name} (valfri)
          </label>
          <input
            id={`${id}-sv-description-${index}`}
            lang="sv"
            maxLength={contentLimits.description}
            value={svDescriptions[index] ?? ''}
            onChange={describe(setSvDescriptions)(index)}
          />
        </div>
      ))}
      <div>
        <Button type="submit" variant="primary" disabled={chosen.length === 0 || upload.isPending}>
          {upload.isPending ? t`Uploading…` : t`Upload`}
        </Button>
      </div>
      <AdminAnnouncer scope={galleryAdminScope} />
    </form>
  );
}

const swedishFields: SwedishField[] = [{ name: 'description', label: 'Beskrivning' }];

function DescriptionForm({ image, onDone }: { image: GalleryImage; onDone(): void }) {
  const id = useId();
  const describe = useDescribeImage();
  const [draft, setDraft] = useState(image.description);
  const swedish = useSwedishVersion(gallerySwedishSchema, swedishFields, image.sv);

  function handleSave(event: FormEvent) {
    event.preventDefault();
    const version = swedish.check();
    if (!version) return;
    describe.mutate({ id: image.id, description: draft, ...version }, { onSuccess: onDone });
  }

  return (
    <form className={styles.admin} onSubmit={handleSave}>
      <label htmlFor={`${id}-description`}>
        <Trans>Description</Trans>
      </label>
      <input
        id={`${id}-description`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the admin just pressed Edit description.
        autoFocus
      />
      <SwedishVersionFieldset idPrefix={id} state={swedish} />
      <SaveCancel saving={describe.isPending} onCancel={onDone} className={styles.adminRow} />
    </form>
  );
}

/** Edit description and Delete, under each thumbnail. */
export function ImageControls({ image }: { image: GalleryImage }) {
  const { t } = useLingui();
  const remove = useDeleteImage();
  const [editing, setEditing] = useState(false);

  if (editing) return <DescriptionForm image={image} onDone={() => setEditing(false)} />;

  return (
    <div className={styles.admin}>
      {image.description && <p className={styles.description}>{image.description}</p>}
      <div className={styles.adminRow}>
        <ItemActions
          onEdit={() => setEditing(true)}
          editLabel={t`Edit description`}
          confirmDelete={t`Delete this image?`}
          onDelete={() => remove.mutate(image.id)}
          deleting={remove.isPending}
        />
      </div>
    </div>
  );
}
