import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { RecipientRemoval } from './use-recipient-removal.ts';

/** "Delete this recipient?": Cancel, or Delete (busy while the request runs). */
export function DeleteRecipientDialog({ removal }: { removal: RecipientRemoval }) {
  const { t } = useLingui();
  const name = removal.asking?.display_name ?? '';
  return (
    <Modal
      open={removal.asking !== null}
      onOpenChange={(open) => {
        if (!open) removal.cancel();
      }}
      title={t`Delete this recipient?`}
      description={t`${name} will no longer be offered for your shipments. Shipments already on their way are not affected.`}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={removal.cancel} disabled={removal.deleting}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button button--danger" aria-disabled={removal.deleting} onClick={removal.confirm}>
            {removal.deleting ? (
              <>
                <Spinner size="xs" color="orange" label={t`Deleting…`} />
                <span aria-hidden="true">{t`Deleting…`}</span>
              </>
            ) : (
              <Trans>Delete recipient</Trans>
            )}
          </button>
        </>
      }
    />
  );
}
