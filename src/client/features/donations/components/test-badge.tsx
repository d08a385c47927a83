import { Trans } from '@lingui/react/macro';
import own from './donations-admin.module.css';

/** Marks a sandbox payment in the admin's lists: no money was moved. */
export function TestBadge() {
  return (
    <span className={own.test}>
      <Trans>Test</Trans>
    </span>
  );
}
