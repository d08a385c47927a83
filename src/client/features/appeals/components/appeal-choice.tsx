import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Field } from '#client/components/form-fields.tsx';
import { loadPageQuery } from '#client/lib/page-query.ts';
import type { Appeal } from '#shared/schemas/appeals.ts';
import { currentAppealsQuery } from '../api/appeals-api.ts';

/**
 * Which appeal a new fundraiser raises money for: one of those running, or the charity's work
 * in general. Listed once the form is in the browser (the page is pre-rendered).
 */
export function AppealChoice({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(slug: string): void;
}) {
  const { t } = useLingui();
  const [appeals, setAppeals] = useState<Appeal[]>([]);
  useEffect(() => {
    loadPageQuery(currentAppealsQuery).then(setAppeals, (error: unknown) =>
      console.error('Loading the appeals failed', error),
    );
  }, []);
  return (
    <Field id={id} label={t`Raising money for`}>
      <select
        id={id}
        name="appeal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t`The charity's work in general`}</option>
        {appeals.map((appeal) => (
          <option key={appeal.slug} value={appeal.slug}>
            {appeal.title}
          </option>
        ))}
        {value && !appeals.some((appeal) => appeal.slug === value) && (
          <option value={value}>{value}</option>
        )}
      </select>
    </Field>
  );
}
