import { useMemo, type ReactElement } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { REQUESTED_STATUS, type ShipmentDetail } from '../../api/contract/shipments.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { useFlowPage } from '../../lib/use-flow-page.ts';
import { paths } from '../../lib/paths.ts';
import { GalleryButton } from '../../ui/gallery.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useDetailResource } from '../../data/use-detail-resource.ts';
import { NotFoundState } from '../../ui/not-found-state.tsx';
import { RecipientCard } from './recipient-card.tsx';
import { ShipmentPaymentCard } from './shipment-payment-card.tsx';
import { ShipmentPieces } from './shipment-pieces.tsx';
import { ShipmentStatusBadge } from './shipment-status-badge.tsx';
import { ShipmentSummaryCard } from './shipment-summary-card.tsx';
import { ShipmentTimeline } from './shipment-timeline.tsx';
import { ShipmentEstimateCard } from './shipment-estimate-card.tsx';
import { CancelRequestDialog } from './cancel-request-dialog.tsx';
import { ShareTracking } from './share-tracking.tsx';
import { provideShipmentCancellation } from './shipment-cancellation-implementations.ts';
import { shipmentsApi } from '../../api/shipments.ts';
import { useApi } from '../../api/use-api.ts';
import '../../styles/shipments.css';
import { BackLink } from '../../ui/back-link.tsx';
import { NewTabIconLink } from '../../ui/new-tab-link.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { literal } from '../../ui/literal.tsx';

/** /home/my-shipments/{id}: one shipment, loaded by the id in the address (a reload works). */
export function ShipmentPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Shipment`);
  const api = useApi(shipmentsApi);
  const shipment = useDetailResource((id) => api.get(id));
  return (
    <div className="page">
      <BackLink to={paths.myShipments}>
        <Trans>← My shipments</Trans>
      </BackLink>
      <ResourceView
        resource={shipment}
        notFound={<NotFoundState title={<Trans>We could not find this shipment</Trans>} backTo={paths.myShipments} backLabel={<Trans>See your shipments</Trans>} />}
      >
        {(data) => <ShipmentDetails shipment={data} />}
      </ResourceView>
    </div>
  );
}

function ShipmentDetails({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useLingui();
  const tracking = shipment.tracking;
  const images = shipment.media.map((media, index) => ({ src: media.url, alt: t`Photo ${index + 1} of shipment ${tracking}` }));
  const requested = shipment.status === REQUESTED_STATUS;
  // A quote is an estimate until the warehouse issues the invoice (docs/product.md#consolidation-requests).
  const estimate = shipment.invoice === null ? shipment.quote : null;
  return (
    <>
      <header className="page__header">
        <div className="shipment-title">
          <h1 className="page__title">
            <ShipmentTitle tracking={literal(tracking)} />
          </h1>
          {shipment.invoice_url && <NewTabIconLink href={shipment.invoice_url} icon="download" label={t`Download the invoice`} />}
          <ShipmentStatusBadge status={shipment.status} />
        </div>
        {images.length > 0 && <GalleryButton images={images} label={t`View images`} />}
        {requested && <CancelRequest shipmentId={shipment.id} tracking={tracking} />}
        {/* A cancelled shipment goes nowhere: there is no tracking to share (docs/product.md#lifecycles). */}
        {shipment.status !== 'CANCELLED' && (
          <ShareTracking key={shipment.id} shipmentId={shipment.id} tracking={tracking} sharedUntil={shipment.shared_until} />
        )}
      </header>
      <ShipmentTimeline shipmentId={shipment.id} />
      <div className="page__grid">
        <RecipientCard recipient={shipment.recipient} />
        <ShipmentSummaryCard shipment={shipment} />
      </div>
      {estimate && <ShipmentEstimateCard shipment={shipment} quote={estimate} />}
      <ShipmentPieces shipmentId={shipment.id} />
      {!requested && <ShipmentPaymentCard shipment={shipment} />}
    </>
  );
}

/**
 * "Cancel request" of a requested shipment: the shipmentCancellation flow, its dialog, and the way
 * back to the list once it is cancelled (or found gone already).
 */
function CancelRequest({ shipmentId, tracking }: { shipmentId: number; tracking: string }) {
  const api = useApi(shipmentsApi);
  const cancellation = useFlowActor(
    useMemo(() => provideShipmentCancellation(api), [api]),
    { input: { shipmentId } },
  );
  useNotifications(cancellation);
  useFlowPage(cancellation, { myShipments: paths.myShipments });
  return (
    <>
      <button type="button" className="button button--secondary button--small" onClick={() => cancellation.send({ type: 'ASK' })}>
        <Trans>Cancel request</Trans>
      </button>
      <CancelRequestDialog cancellation={cancellation} tracking={tracking} />
    </>
  );
}

/** The heading's message, the tracking number given as an element (see literal). */
function ShipmentTitle({ tracking }: { tracking: ReactElement }) {
  return <Trans>Shipment {tracking}</Trans>;
}
