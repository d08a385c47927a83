import { Trans } from '@lingui/react/macro';
import { Island } from '#client/runtime/island.tsx';

export default function MyGiftsStatementPage() {
  return (
    <div className="container section narrow-page">
      <h1>
        <Trans>Yearly statement</Trans>
      </h1>
      <p>
        <Trans>A statement of one year's gifts, to print or to keep as a PDF.</Trans>
      </p>
      <Island name="statement" />
    </div>
  );
}
