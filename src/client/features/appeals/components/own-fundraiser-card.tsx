import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import fields from '#client/components/form-fields.module.css';
import { Button, Field } from '#client/components/form-fields.tsx';
import { failureReason } from '#client/lib/api-client.ts';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import type { OwnFundraiser } from '#shared/schemas/appeals.ts';
import {
  changeFundraiser,
  closeFundraiser,
  postFundraiserUpdate,
  removeFundraiserPhoto,
  uploadFundraiserPhoto,
} from '../api/fundraiser-calls.ts';
import { ownStatusNames, ownStatusOf } from '../lib/fundraiser-status.ts';
import styles from './appeals.module.css';
import { OwnFundraiserForm } from './own-fundraiser-form.tsx';
import { ProgressSummary } from './progress-summary.tsx';

type Call = () => Promise<{ fundraiser: OwnFundraiser }>;

/** One of the organiser's fundraisers: where it stands, and what they may change. */
export function OwnFundraiserCard({
  fundraiser,
  onChange,
}: {
  fundraiser: OwnFundraiser;
  onChange(changed: OwnFundraiser): void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const status = ownStatusOf(fundraiser);
  const open = status === 'public';

  /** Calls the server and shows the outcome; true when it took the change. */
  async function run(call: Call, done: string): Promise<boolean> {
    setBusy(true);
    setNotice(t`Saving…`);
    try {
      onChange((await call()).fundraiser);
      setNotice(done);
      return true;
    } catch (error) {
      setNotice(failureReason(error, t`Something went wrong. Please try again.`));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={fields.form} aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`}>{fundraiser.title}</h2>
      <p>
        <strong>{i18n._(ownStatusNames[status])}</strong>
        {status === 'declined' && fundraiser.declineReason && <>: {fundraiser.declineReason}</>}
        {status !== 'waiting' && status !== 'declined' && (
          <>
            {' · '}
            <LocalizedLink to={`/fundraisers/${fundraiser.slug}`}>
              <Trans>See the page</Trans>
            </LocalizedLink>
          </>
        )}
      </p>
      <ProgressSummary progress={fundraiser.progress} />
      <p role="status">{notice}</p>

      <OwnFundraiserForm
        submit={<Trans>Save the text</Trans>}
        busy={busy}
        onSend={(data) =>
          run(
            () =>
              changeFundraiser(fundraiser.id, {
                title: String(data.get('title')),
                story: String(data.get('story')),
              }),
            t`Your changes are saved.`,
          )
        }
      >
        <Field id={`${id}-edit-title`} label={t`Title`}>
          <input id={`${id}-edit-title`} name="title" defaultValue={fundraiser.title} required />
        </Field>
        <Field id={`${id}-story`} label={t`Text`}>
          <textarea id={`${id}-story`} name="story" defaultValue={fundraiser.story} rows={5} />
        </Field>
      </OwnFundraiserForm>

      <OwnFundraiserForm
        submit={<Trans>Upload the photo</Trans>}
        busy={busy}
        onSend={(data) => {
          const image = data.get('image');
          return image instanceof File && image.size > 0
            ? run(() => uploadFundraiserPhoto(fundraiser.id, image), t`The photo is saved.`)
            : undefined;
        }}
        actions={
          fundraiser.image && (
            <Button
              disabled={busy}
              onClick={() =>
                run(() => removeFundraiserPhoto(fundraiser.id), t`The photo is removed.`)
              }
            >
              <Trans>Remove the photo</Trans>
            </Button>
          )
        }
      >
        {fundraiser.image && (
          <img src={fundraiser.image.url} alt="" width={240} className={styles.thumbnail} />
        )}
        <Field id={`${id}-photo`} label={t`Photo`}>
          <input id={`${id}-photo`} name="image" type="file" accept="image/*" required />
        </Field>
      </OwnFundraiserForm>

      <label className={fields.checkbox}>
        <input
          type="checkbox"
          checked={fundraiser.emailPerGift}
          disabled={busy}
          onChange={(event) =>
            run(
              () => changeFundraiser(fundraiser.id, { emailPerGift: event.target.checked }),
              t`Your choice is saved.`,
            )
          }
        />
        <Trans>E-mail me about each gift</Trans>
      </label>

      {open && (
        <>
          <OwnFundraiserForm
            submit={<Trans>Post the update</Trans>}
            busy={busy}
            onSend={(data) =>
              run(
                () => postFundraiserUpdate(fundraiser.id, String(data.get('text'))),
                t`Your update is on the page.`,
              )
            }
            resetOnSave
          >
            <Field id={`${id}-update`} label={t`A thank-you or news for your givers`}>
              <textarea id={`${id}-update`} name="text" rows={3} required maxLength={2000} />
            </Field>
          </OwnFundraiserForm>
          <Button
            disabled={busy}
            onClick={() => {
              if (!window.confirm(t`Close this fundraiser now? It will take no more gifts.`))
                return;
              void run(() => closeFundraiser(fundraiser.id), t`The fundraiser is closed.`);
            }}
          >
            <Trans>Close the fundraiser early</Trans>
          </Button>
        </>
      )}
    </section>
  );
}
