import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import {
  ActionsRow,
  ImageFields,
  ItemActions,
  SaveCancel,
} from '#client/components/admin/item-actions.tsx';
import {
  type SwedishField,
  SwedishVersionFieldset,
  useSwedishVersion,
} from '#client/components/admin/swedish-version.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { testimonialSwedishSchema } from '#shared/schemas/content.ts';
import {
  type TestimonialInput,
  testimonialsAdminScope,
  useAddTestimonial,
  useDeleteTestimonial,
  useUpdateTestimonial,
} from '../api/testimonials-admin-api.ts';
import type { Testimonial } from '../api/testimonials-api.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import styles from './testimonials.module.css';

type Fields = Omit<TestimonialInput, 'image'>;

const complete = (fields: Fields) =>
  Boolean(fields.name.trim() && fields.role.trim() && fields.quote.trim());

interface FieldsProps {
  id: string;
  fields: Fields;
  onChange(fields: Fields): void;
  autoFocus?: boolean;
}

function TestimonialFields({ id, fields, onChange, autoFocus }: FieldsProps) {
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    onChange({ ...fields, [name]: event.target.value });
  return (
    <>
      <label htmlFor={`${id}-name`}>
        <Trans>Name</Trans>
      </label>
      <input
        id={`${id}-name`}
        value={fields.name}
        onChange={set('name')}
        // biome-ignore lint/a11y/noAutofocus: the admin just pressed Edit on this testimonial.
        autoFocus={autoFocus}
      />
      <label htmlFor={`${id}-role`}>
        <Trans>Role</Trans>
      </label>
      <input id={`${id}-role`} value={fields.role} onChange={set('role')} />
      <label htmlFor={`${id}-quote`}>
        <Trans>Quote</Trans>
      </label>
      <textarea id={`${id}-quote`} rows={4} value={fields.quote} onChange={set('quote')} />
    </>
  );
}

const empty: Fields = { name: '', role: '', quote: '' };

const swedishFields: SwedishField[] = [
  { name: 'role', label: 'Roll' },
  { name: 'quote', label: 'Citat', rows: 4 },
];

/** Add a testimonial: name, role and quote are required (nothing is sent otherwise). */
export function AddTestimonialForm() {
  const { t } = useLingui();
  const id = useId();
  const add = useAddTestimonial();
  const [fields, setFields] = useState<Fields>(empty);
  const [image, setImage] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const swedish = useSwedishVersion(testimonialSwedishSchema, swedishFields);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!complete(fields)) return;
    const version = swedish.check();
    if (!version) return;
    add.mutate(
      { ...fields, image, ...version },
      {
        onSuccess: () => {
          setFields(empty);
          swedish.reset();
          setImage(null);
          setFormKey((key) => key + 1);
        },
      },
    );
  }

  return (
    <form
      key={formKey}
      className={styles.form}
      onSubmit={handleSubmit}
      aria-label={t`Add testimonial`}
    >
      <h3 className={styles.formHeading}>
        <Trans>Add a testimonial</Trans>
      </h3>
      <TestimonialFields id={id} fields={fields} onChange={setFields} />
      <SwedishVersionFieldset idPrefix={id} state={swedish} />
      <ImageFields
        id={id}
        hasImage={false}
        onImage={setImage}
        removeImage={false}
        onRemoveImage={() => {}}
      />
      <ActionsRow>
        <Button type="submit" variant="primary" disabled={add.isPending}>
          <Trans>Add Testimonial</Trans>
        </Button>
      </ActionsRow>
      <AdminAnnouncer scope={testimonialsAdminScope} />
    </form>
  );
}

function EditTestimonialForm({
  testimonial,
  onDone,
}: {
  testimonial: Testimonial;
  onDone(): void;
}) {
  const { t } = useLingui();
  const id = useId();
  const update = useUpdateTestimonial();
  const [fields, setFields] = useState<Fields>({
    name: testimonial.name,
    role: testimonial.role,
    quote: testimonial.quote,
  });
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const swedish = useSwedishVersion(testimonialSwedishSchema, swedishFields, testimonial.sv);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!complete(fields)) return;
    const version = swedish.check();
    if (!version) return;
    update.mutate(
      { id: testimonial.id, ...fields, image, removeImage: removeImage && !image, ...version },
      { onSuccess: onDone },
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={t`Edit testimonial`}>
      <TestimonialFields id={id} fields={fields} onChange={setFields} autoFocus />
      <SwedishVersionFieldset idPrefix={id} state={swedish} />
      <ImageFields
        id={id}
        hasImage={Boolean(testimonial.image)}
        onImage={setImage}
        removeImage={removeImage}
        onRemoveImage={setRemoveImage}
      />
      <SaveCancel saving={update.isPending} onCancel={onDone} />
    </form>
  );
}

/** A testimonial with Edit and Delete; Edit turns it into a form until Save or Cancel. */
export function EditableTestimonial({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useLingui();
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState(false);

  if (editing) {
    return <EditTestimonialForm testimonial={testimonial} onDone={() => setEditing(false)} />;
  }
  return (
    <div>
      <TestimonialCard testimonial={testimonial} />
      <ActionsRow>
        <ItemActions
          onEdit={() => setEditing(true)}
          confirmDelete={t`Delete this testimonial?`}
          onDelete={() => remove.mutate(testimonial.id)}
          deleting={remove.isPending}
        />
      </ActionsRow>
    </div>
  );
}
