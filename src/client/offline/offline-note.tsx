import { Trans } from '@lingui/react/macro';

/**
 * Shown by the stylesheet while `<html data-offline>`: set by the service worker on a saved copy
 * it serves without a network, and by the app when the connection drops.
 */
export function OfflineNote() {
  return (
    <p className="offline-note" role="status">
      <Trans>
        You are offline. This is a copy saved on this device, so it may not be up to date.
      </Trans>
    </p>
  );
}
