import { Trans } from '@lingui/react/macro';

/** Above a form whose draft came back after sign-in (docs/product.md#drafts). */
export function KeptDraftNote() {
  return (
    <p className="form__kept form-grid__wide" role="status">
      <Trans>What you typed before your session ended is back. Check it before you send it.</Trans>
    </p>
  );
}
