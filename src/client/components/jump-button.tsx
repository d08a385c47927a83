import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { jumpTo } from '#client/lib/jump-to.ts';
import { Button } from './form-fields.tsx';

/** The buttons' texts: an island's props are data, so a label is named, not given. */
const labels = {
  apply: msg`Apply Now`,
  contact: msg`Contact Us`,
} as const;

/** A button that takes the visitor to the form `target` (an island: it needs a click handler). */
export function JumpButton({
  target,
  label,
  variant,
}: {
  target: string;
  label: keyof typeof labels;
  variant?: 'primary';
}) {
  const { i18n } = useLingui();
  return (
    <Button {...(variant ? { variant } : {})} onClick={() => jumpTo(target)}>
      {i18n._(labels[label])}
    </Button>
  );
}
