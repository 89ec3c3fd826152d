import { useLingui } from '@lingui/react/macro';
import { formatInstant } from '../../lib/dates.ts';
import { statusTimelineSteps } from '../../lib/shipment-status.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Timeline } from '../../ui/timeline.tsx';
import { useResource } from '../../data/use-resource.ts';
import { shipmentsApi } from '../../api/shipments.ts';
import { useApi } from '../../api/use-api.ts';

/**
 * The shipment's status events as a timeline, in the server's order, then the steps still ahead,
 * greyed. The events are fetched once per detail load (docs/product.md#details); labels follow the language
 * without fetching them again.
 */
export function ShipmentTimeline({ shipmentId }: { shipmentId: number }) {
  const { t, i18n } = useLingui();
  const api = useApi(shipmentsApi);
  const events = useResource(() => api.logs(shipmentId), [shipmentId]);
  let content;
  if (events.status === 'loading') content = <Spinner size="sm" label={t`Loading…`} />;
  else if (events.status === 'failed') content = <ErrorState error={events.error} onRetry={events.retry} inline />;
  else {
    const steps = statusTimelineSteps(events.data, i18n, (instant) => formatInstant(i18n.locale, instant));
    content = <Timeline steps={steps} label={t`Status history`} />;
  }
  return (
    <section className="card" aria-labelledby="shipment-timeline-title">
      <h2 id="shipment-timeline-title" className="card__title">
        {/* "Seguimiento" in Spanish (docs/product.md#words): the lists' "Tracking" column is "Guía". */}
        {t({ message: 'Tracking', context: 'shipment timeline' })}
      </h2>
      {content}
    </section>
  );
}
