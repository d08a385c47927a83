import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { AdminAnnouncer } from '#client/components/admin/admin-announcer.tsx';
import { ImageFields, SaveCancel } from '#client/components/admin/item-actions.tsx';
import {
  type SwedishField,
  SwedishVersionFieldset,
  useSwedishVersion,
} from '#client/components/admin/swedish-version.tsx';
import { Field, FieldRow } from '#client/components/form-fields.tsx';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { eventCategories } from '#shared/content/events.ts';
import { ticketTypeNames } from '#shared/content/ticket-text.ts';
import {
  type AdminEvent,
  type EventInput,
  eventInputSchema,
  eventSwedishSchema,
} from '#shared/schemas/events.ts';
import { eventsAdminScope, useSaveEvent } from '../api/events-admin-api.ts';
import styles from './events-admin.module.css';

const FIELDS = [
  'title',
  'id',
  'category',
  'status',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'location',
  'city',
  'description',
  'priceAdult',
  'priceYouth',
  'priceChild',
  'spotsLeft',
] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const BLANK: Values = {
  id: '',
  title: '',
  category: 'Konsert',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  location: '',
  city: '',
  description: '',
  priceAdult: '0',
  priceYouth: '0',
  priceChild: '0',
  spotsLeft: '0',
  status: 'draft',
};

function valuesOf(event: AdminEvent | null): Values {
  if (!event) return BLANK;
  const { ticketPrices: prices } = event;
  return {
    id: event.id,
    title: event.title,
    category: event.category,
    startDate: event.startDate,
    startTime: event.startTime,
    endDate: event.endDate ?? '',
    endTime: event.endTime,
    location: event.location,
    city: event.city,
    description: event.description,
    priceAdult: String(prices.adult),
    priceYouth: String(prices.youth),
    priceChild: String(prices.child),
    spotsLeft: String(event.spotsLeft),
    status: event.status,
  };
}

/** The field a server refusal names (`field: message`), when the form has it. */
function refusedField(error: unknown) {
  const match = error instanceof ApiError ? /^(\w+): (.*)$/s.exec(error.message) : null;
  return match && { field: match[1] as FieldName | 'image', message: match[2] ?? '' };
}

const swedishFields: SwedishField[] = [
  { name: 'title', label: 'Rubrik' },
  { name: 'description', label: 'Beskrivning', rows: 6 },
];

interface Props {
  /** The event to edit, or null for a new one. */
  event: AdminEvent | null;
  onClose(saved?: AdminEvent): void;
}

type Form = ReturnType<typeof useEventForm>;

function useEventForm(event: AdminEvent | null) {
  return useZodForm({
    schema: eventInputSchema,
    initial: valuesOf(event),
    fields: FIELDS,
    check: 'change-when-wrong',
  });
}

/** Every field of an event, checked by the shared schema here and on the server, and its image. */
export function EventForm({ event, onClose }: Props) {
  const { t } = useLingui();
  const title = event?.title;
  const form = useEventForm(event);
  const save = useSaveEvent();
  const [storedId, setStoredId] = useState(event?.id);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [imageError, setImageError] = useState('');
  const titleId = useId();
  // The admin's GET always carries the version: none there means the event has none.
  const swedish = useSwedishVersion(eventSwedishSchema, swedishFields, event?.sv ?? null);

  const submit = form.handleSubmit((fields) => {
    const version = swedish.check();
    if (!version) return;
    setImageError('');
    const onStored = (stored: AdminEvent) => setStoredId(stored.id);
    save.mutate(
      {
        id: storedId,
        fields: { ...(fields as EventInput), ...version },
        spotsUnchanged: Number(fields.spotsLeft) === event?.spotsLeft,
        image,
        removeImage,
        onStored,
      },
      {
        onSuccess: (saved) => onClose(saved),
        onError: (error) => {
          const refused = refusedField(error);
          if (refused?.field === 'image') setImageError(refused.message);
          else if (refused) {
            form.setErrors({ [refused.field]: refused.message });
            document.getElementById(form.idOf(refused.field))?.focus();
          }
        },
      },
    );
  });

  return (
    <ModalDialog className={styles.dialog} aria-labelledby={titleId} onClose={() => onClose()}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <h2 id={titleId}>{title === undefined ? t`New event` : t`Edit “${title}”`}</h2>
        <EventFields form={form} idLocked={Boolean(storedId)} pricesLocked={event?.hasOrders} />
        <SwedishVersionFieldset idPrefix={titleId} state={swedish} />
        <ImageField
          id={form.idOf('event')}
          error={imageError}
          current={event?.hasUploadedImage ? event.image : null}
          onImage={setImage}
          removeImage={removeImage}
          onRemoveImage={setRemoveImage}
        />
        <AdminAnnouncer scope={eventsAdminScope} />
        <SaveCancel saving={save.isPending} onCancel={() => onClose()} />
      </form>
    </ModalDialog>
  );
}

interface FieldsProps {
  form: Form;
  /** Once stored, the address name stays. */
  idLocked: boolean;
  /** Tickets were ordered: the prices stay. */
  pricesLocked: boolean | undefined;
}

function EventFields({ form, idLocked, pricesLocked }: FieldsProps) {
  const { t, i18n } = useLingui();
  const { idOf, control, errors } = form;
  const text = (name: FieldName, label: string, type = 'text', extra: object = {}) => (
    <Field id={idOf(name)} label={label} error={errors[name]}>
      <input {...control(name)} type={type} {...extra} />
    </Field>
  );
  const price = (name: FieldName, label: string) =>
    text(name, label, 'number', { min: 0, step: 0.01, inputMode: 'decimal' });
  return (
    <>
      {text('title', t`Title`)}
      {text('id', t`Address name (in /events/…)`, 'text', { readOnly: idLocked })}
      <FieldRow>
        <Field id={idOf('category')} label={t`Category`} error={errors.category}>
          <select {...control('category')}>
            {eventCategories.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </Field>
        <Field id={idOf('status')} label={t`Status`} error={errors.status}>
          <select {...control('status')}>
            <option value="draft">{t`Draft`}</option>
            <option value="published">{t`Published`}</option>
          </select>
        </Field>
      </FieldRow>
      <FieldRow>
        {text('startDate', t`Start date`, 'date')}
        {text('startTime', t`Start time`, 'time')}
      </FieldRow>
      <FieldRow>
        {text('endDate', t`End date (if not the same day)`, 'date')}
        {text('endTime', t`End time`, 'time')}
      </FieldRow>
      <FieldRow>
        {text('location', t`Place`)}
        {text('city', t`City`)}
      </FieldRow>
      <Field id={idOf('description')} label={t`Description`} error={errors.description}>
        <textarea {...control('description')} rows={6} />
      </Field>
      <fieldset className={styles.prices} disabled={pricesLocked}>
        <legend>
          <Trans>Ticket prices in SEK (0 for free)</Trans>
        </legend>
        {pricesLocked && (
          <p className={styles.hint}>
            <Trans>Tickets have been ordered: the prices can no longer change.</Trans>
          </p>
        )}
        {price('priceAdult', i18n._(ticketTypeNames.adult))}
        {price('priceYouth', i18n._(ticketTypeNames.youth))}
        {price('priceChild', i18n._(ticketTypeNames.child))}
      </fieldset>
      {text('spotsLeft', t`Spots left`, 'number', { min: 0, step: 1, inputMode: 'numeric' })}
    </>
  );
}

interface ImageFieldProps {
  id: string;
  error: string;
  /** The uploaded image the event has now, if any. */
  current: string | null;
  onImage(file: File | null): void;
  removeImage: boolean;
  onRemoveImage(remove: boolean): void;
}

/** The event's picture: a new upload (previewed), or removing the uploaded one. */
function ImageField({ current, onImage, ...rest }: ImageFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewUrl(file) ?? (rest.removeImage ? null : current);
  return (
    <>
      <ImageFields
        {...rest}
        hasImage={Boolean(current)}
        onImage={(chosen) => {
          setFile(chosen);
          onImage(chosen);
        }}
      />
      {preview && <img src={preview} alt="" className={styles.preview} />}
    </>
  );
}

/** An object URL for the chosen file, revoked when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
