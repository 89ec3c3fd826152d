import { useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { shipmentSharesApi } from '../../api/shipment-shares.ts';
import { useApi } from '../../api/use-api.ts';
import { formatInstantDate } from '../../lib/dates.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { provideShipmentSharing, sharingDevice, type ShipmentSharingActor } from './shipment-sharing-implementations.ts';

/**
 * "Share tracking" on a shipment's page (docs/product.md#shared-tracking): the shipmentSharing
 * flow; while a link works, until when, and "Stop sharing".
 */
export function ShareTracking({ shipmentId, tracking, sharedUntil }: { shipmentId: number; tracking: string; sharedUntil: string | null }) {
  const { t } = useLingui();
  const api = useApi(shipmentSharesApi);
  // The share sheet's title in the language of the moment; the machine is made once.
  const title = useRef('');
  title.current = t`Tracking of shipment ${tracking}`;
  const sharing = useFlowActor(
    useMemo(() => provideShipmentSharing(api, () => title.current), [api]),
    { input: { shipmentId, sharedUntil, device: sharingDevice() } },
  );
  useNotifications(sharing);
  return (
    <div className="share-tracking">
      <ShareButton sharing={sharing} />
      <SharedUntil sharing={sharing} />
      <LinkToCopy sharing={sharing} />
    </div>
  );
}

const SHARING_BUTTON = 'button button--secondary button--small';

function ShareButton({ sharing }: { sharing: ShipmentSharingActor }) {
  const { t } = useLingui();
  const making = useActorSelector(sharing, (s) => s.hasTag('busy') && !s.matches('revoking'));
  const busy = useActorSelector(sharing, (s) => s.hasTag('busy'));
  return (
    <BusyButton className={SHARING_BUTTON} disabled={busy} busy={making} busyLabel={t`Making the link…`} onPress={() => sharing.send({ type: 'SHARE' })}>
      {t`Share tracking`}
    </BusyButton>
  );
}

function SharedUntil({ sharing }: { sharing: ShipmentSharingActor }) {
  const { t, i18n } = useLingui();
  const until = useActorSelector(sharing, (s) => s.context.sharedUntil);
  const busy = useActorSelector(sharing, (s) => s.hasTag('busy'));
  const stopping = useActorSelector(sharing, (s) => s.matches('revoking'));
  if (!until) return null;
  const date = formatInstantDate(i18n.locale, until);
  return (
    <p className="share-tracking__until">
      <span>
        <Trans>
          Shared until <time dateTime={until}>{date}</time>
        </Trans>
      </span>
      <BusyButton className={SHARING_BUTTON} disabled={busy} busy={stopping} busyLabel={t`Stopping…`} onPress={() => sharing.send({ type: 'STOP' })}>
        {t`Stop sharing`}
      </BusyButton>
    </p>
  );
}

/** Neither the share sheet nor the clipboard worked: the link, selected, to copy by hand. */
function LinkToCopy({ sharing }: { sharing: ShipmentSharingActor }) {
  const { t } = useLingui();
  const url = useActorSelector(sharing, (s) => (s.matches('showingLink') ? s.context.url : null));
  if (!url) return null;
  return (
    <div className="share-tracking__link" role="group" aria-label={t`Tracking link`}>
      <label className="share-tracking__label">
        <span>
          <Trans>Copy this link and send it to whoever you want to follow the shipment:</Trans>
        </span>
        <input className="share-tracking__url" type="url" readOnly value={url} autoFocus onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button type="button" className="button button--secondary button--small" onClick={() => sharing.send({ type: 'CLOSE' })}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
