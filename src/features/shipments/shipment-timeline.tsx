import { useLingui } from '@lingui/react/macro';
import { formatUtcDate, formatUtcTime } from '../../lib/dates.ts';
import { DELIVERED_STATUS, shipmentStatusLabel } from '../../lib/shipment-status.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Timeline, type TimelineStep } from '../../ui/timeline.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { useShipmentsApi } from './use-shipments-api.ts';

/**
 * The shipment's status events as a timeline, in the server's order. They are fetched once per
 * detail load (decisions §1); labels follow the language without fetching them again.
 */
export function ShipmentTimeline({ shipmentId }: { shipmentId: number }) {
  const { t, i18n } = useLingui();
  const api = useShipmentsApi();
  const events = useResource(() => api.logs(shipmentId), [shipmentId]);
  let content;
  if (events.status === 'loading') content = <Spinner size="sm" label={t`Loading…`} />;
  else if (events.status === 'failed') content = <ErrorState error={events.error} onRetry={events.retry} inline />;
  else if (events.data.length === 0) content = <p className="empty-state">{t`This shipment has no status updates yet.`}</p>;
  else {
    const steps: TimelineStep[] = events.data.map((event) => {
      const label = shipmentStatusLabel(event.key);
      return {
        key: event.key,
        label: label ? i18n._(label) : event.keyLabel,
        at: event.created_at,
        when: `${formatUtcDate(event.created_at)} ${formatUtcTime(event.created_at)} UTC`,
        reached: true,
        done: event.key === DELIVERED_STATUS,
      };
    });
    content = <Timeline steps={steps} label={t`Status history`} />;
  }
  return (
    <section className="card" aria-labelledby="shipment-timeline-title">
      <h2 id="shipment-timeline-title" className="card__title">
        {t`Tracking`}
      </h2>
      {content}
    </section>
  );
}
