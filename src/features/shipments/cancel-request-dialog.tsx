import { Trans, useLingui } from '@lingui/react/macro';
import { failureMessages } from '../../../machines/failures.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { Modal } from '../../ui/modal.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import type { ShipmentCancellationActor } from './shipment-cancellation-implementations.ts';

/**
 * "Cancel this shipment request?" of the shipmentCancellation flow: Keep it, or Cancel request
 * (busy while the request runs); the warehouse's refusal or a lost connection shows in the dialog.
 */
export function CancelRequestDialog({ cancellation, tracking }: { cancellation: ShipmentCancellationActor; tracking: string }) {
  const { t, i18n } = useLingui();
  const open = useActorSelector(cancellation, (s) => s.hasTag('open'));
  const cancelling = useActorSelector(cancellation, (s) => s.hasTag('loading'));
  const refused = useActorSelector(cancellation, (s) => s.matches('refused'));
  const unreachable = useActorSelector(cancellation, (s) => s.matches('unreachable'));
  const refusal = useActorSelector(cancellation, (s) => s.context.refusal);
  const close = () => cancellation.send({ type: 'CANCEL' });
  return (
    <Modal
      dialogId="cancel-request"
      open={open}
      onOpenChange={(opened) => {
        if (!opened && !cancelling) close();
      }}
      title={t`Cancel this shipment request?`}
      description={t`Shipment ${tracking} will not be prepared, and its packages stay in the warehouse, free to ship again.`}
      footer={
        refused ? (
          <button type="button" className="button button--secondary" onClick={close}>
            <Trans>Close</Trans>
          </button>
        ) : (
          <>
            <button type="button" className="button button--secondary" onClick={close} disabled={cancelling}>
              <Trans>Keep the request</Trans>
            </button>
            <BusyButton
              className="button button--danger"
              busy={cancelling}
              busyLabel={t`Cancelling…`}
              spinnerColor="orange"
              onPress={() => cancellation.send({ type: unreachable ? 'RETRY' : 'CONFIRM' })}
            >
              {unreachable ? <Trans>Try again</Trans> : <Trans>Cancel request</Trans>}
            </BusyButton>
          </>
        )
      }
    >
      {refused ? (
        <p className="modal__problem" role="alert">
          {refusal ?? t`The warehouse already started preparing this shipment: it can no longer be cancelled.`}
        </p>
      ) : unreachable ? (
        <p className="modal__problem" role="alert">
          {i18n._(failureMessages.unreachable)}
        </p>
      ) : undefined}
    </Modal>
  );
}
