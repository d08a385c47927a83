import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import fields from '#client/components/form-fields.module.css';
import { Field, FormFailure, SubmitButton } from '#client/components/form-fields.tsx';
import { HoneypotField, readHoneypot } from '#client/components/honeypot-field.tsx';
import { useProofOfWork } from '#client/components/proof-of-work/use-proof-of-work.ts';
import { failureReason } from '#client/lib/api-client.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { fundraiserReportSchema } from '#shared/schemas/appeals.ts';
import { HONEYPOT_FIELD } from '#shared/schemas/fields.ts';
import { reportFundraiser } from '../api/fundraiser-calls.ts';

/** "Report this page": what is wrong with a fundraiser, sent to the charity's staff. */
export function ReportForm({ slug }: { slug: string }) {
  const { t } = useLingui();
  const form = useZodForm({
    schema: fundraiserReportSchema,
    initial: { reason: '' },
    fields: ['reason'],
    check: 'change-when-wrong',
  });
  const proofOfWork = useProofOfWork();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, idOf, control } = form;

  const send = form.handleSubmit(async ({ reason }, element) => {
    setStatus('sending');
    setFailure(null);
    try {
      const altcha = await proofOfWork.solve();
      await reportFundraiser(slug, { reason, altcha, [HONEYPOT_FIELD]: readHoneypot(element) });
      setStatus('sent');
    } catch (error) {
      console.error('Reporting the fundraiser failed', error);
      setStatus('idle');
      setFailure(failureReason(error, t`Something went wrong. Please try again.`));
    }
  });

  return (
    <details>
      <summary>
        <Trans>Report this page</Trans>
      </summary>
      {status === 'sent' ? (
        <p role="status">
          <Trans>Thank you. Our staff will look at this page.</Trans>
        </p>
      ) : (
        <form className={fields.form} onSubmit={send} onFocus={proofOfWork.prepare} noValidate>
          <Field id={idOf('reason')} label={t`What is wrong with this page?`} error={errors.reason}>
            <textarea {...control('reason')} rows={3} required maxLength={1000} />
          </Field>
          <HoneypotField />
          {failure && <FormFailure>{failure}</FormFailure>}
          <SubmitButton disabled={status === 'sending'}>
            {status === 'sending' ? t`Sending…` : t`Send the report`}
          </SubmitButton>
        </form>
      )}
    </details>
  );
}
