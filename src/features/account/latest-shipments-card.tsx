import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '../../api/use-api.ts';
import { shipmentsApi } from '../../api/shipments.ts';
import { formatInstantDate } from '../../lib/dates.ts';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { paths } from '../../lib/paths.ts';
import { shipmentStatusLabel } from '../../lib/shipment-status.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useResource } from '../../data/use-resource.ts';

/** The customer's 5 latest shipments, with a link to all of them. */
export function LatestShipmentsCard() {
  const { t, i18n } = useLingui();
  const api = useApi(shipmentsApi);
  const shipments = useResource(() => api.list(1, PAGE_SIZES.accountShipments));
  return (
    <section className="card" aria-labelledby="latest-shipments-title">
      <div className="card__header">
        <h2 id="latest-shipments-title" className="card__title">
          <Trans>My latest shipments</Trans>
        </h2>
        <Link to={paths.myShipments} aria-label={t`View all shipments`}>
          <Trans>View all</Trans>
        </Link>
      </div>
      {shipments.status === 'loading' && <Spinner size="sm" label={t`Loading…`} />}
      {shipments.status === 'failed' && <ErrorState error={shipments.error} onRetry={shipments.retry} inline />}
      {shipments.status === 'loaded' &&
        (shipments.data.data.length === 0 ? (
          <p className="empty-state">
            <Trans>You have no shipments yet. When we send your packages, the shipment shows here.</Trans>
          </p>
        ) : (
          <ul className="compact-list">
            {shipments.data.data.map((shipment) => {
              const label = shipmentStatusLabel(shipment.status);
              return (
                <li key={shipment.id} className="compact-list__item">
                  <Link to={paths.shipmentDetail(shipment.id)}>{shipment.tracking}</Link>
                  <span className="compact-list__meta">
                    {formatInstantDate(i18n.locale, shipment.created_at)} · {shipment.recipient.display_name}
                  </span>
                  <span className="status">{label ? i18n._(label) : shipment.status}</span>
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}
