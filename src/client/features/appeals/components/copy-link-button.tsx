import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#client/components/form-fields.tsx';

/** Copies the page's address (without its query); says so for screen readers too. */
export function CopyLinkButton() {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <Button
        onClick={() =>
          navigator.clipboard.writeText(pageAddress()).then(
            () => setCopied(true),
            (error: unknown) => console.error('Copying the link failed', error),
          )
        }
      >
        <Trans>Copy link</Trans>
      </Button>
      <span role="status" className={copied ? undefined : 'visually-hidden'}>
        {copied && <Trans>Link copied</Trans>}
      </span>
    </>
  );
}

const pageAddress = () => `${window.location.origin}${window.location.pathname}`;
