import { Trans, useLingui } from '@lingui/react/macro';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { Modal } from '../../ui/modal.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import type { RecipientRemovalActor } from './recipient-implementations.ts';

/** "Delete this recipient?" of the recipientRemoval flow: Cancel, or Delete (busy while the request runs). */
export function DeleteRecipientDialog({ removal }: { removal: RecipientRemovalActor }) {
  const { t } = useLingui();
  const open = useActorSelector(removal, (s) => s.hasTag('open'));
  const deleting = useActorSelector(removal, (s) => s.hasTag('loading'));
  const name = useActorSelector(removal, (s) => s.context.recipient?.display_name ?? '');
  const cancel = () => removal.send({ type: 'CANCEL' });
  return (
    <Modal
      dialogId="delete-recipient"
      open={open}
      onOpenChange={(opened) => {
        if (!opened) cancel();
      }}
      title={t`Delete this recipient?`}
      description={t`${name} will no longer be offered for your shipments. Shipments already on their way are not affected.`}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={cancel} disabled={deleting}>
            <Trans>Cancel</Trans>
          </button>
          <BusyButton className="button button--danger" busy={deleting} busyLabel={t`Deleting…`} spinnerColor="orange" onPress={() => removal.send({ type: 'CONFIRM' })}>
            <Trans>Delete recipient</Trans>
          </BusyButton>
        </>
      }
    />
  );
}
