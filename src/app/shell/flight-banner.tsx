import { useEffect, useState } from 'react';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { loadSiteApi } from '../../api/lazy-api.ts';
import { useApi } from '../../api/use-api.ts';
import { countdown } from '../../lib/countdown.ts';
import { formatInstantDate, formatInstantTime } from '../../lib/dates.ts';
import { pluralForm } from '../../lib/plural-form.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useResource } from '../../data/use-resource.ts';

const MINUTE_MS = 60_000;

/** The time now, refreshed every minute (enough for a days-and-hours countdown). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The top banner: the next flight to the customer's country, how long until it leaves, and when. */
export function FlightBanner({ countryId }: { countryId: number }) {
  const { t, i18n } = useLingui();
  const site = useApi(loadSiteApi);
  // The country's name comes in the request's language: reload when the language changes.
  const departures = useResource(async () => (await site()).departures(countryId), [countryId, i18n.locale]);
  const now = useNow();

  let content;
  if (departures.status === 'loading') {
    content = <span className="flight-banner__placeholder" aria-hidden="true" />;
  } else if (departures.status === 'failed') {
    content = <ErrorState error={departures.error} onRetry={departures.retry} inline />;
  } else {
    const next = departures.data.find(
      (departure) => departure.shipment_type === 'air' && new Date(departure.departure_at).getTime() > now.getTime(),
    );
    if (!next) {
      content = (
        <p className="flight-banner__text">
          <Trans>There is no flight scheduled to your country yet.</Trans>
        </p>
      );
    } else {
      const { days, hours } = countdown(next.departure_at, now);
      const dayForm = pluralForm(i18n.locale, days);
      const hourForm = pluralForm(i18n.locale, hours);
      const country = next.country.name;
      // In the customer's own zone (docs/product.md#dates-and-times).
      const date = formatInstantDate(i18n.locale, next.departure_at);
      const time = formatInstantTime(i18n.locale, next.departure_at);
      content = (
        <p className="flight-banner__text">
          <strong>
            <Trans>Next flight to {country}:</Trans>
          </strong>{' '}
          <span className="flight-banner__countdown">
            <Trans>
              <Select value={dayForm} _one={`${days} day`} other={`${days} days`} /> and{' '}
              <Select value={hourForm} _one={`${hours} hour`} other={`${hours} hours`} />
            </Trans>
          </span>{' '}
          <span className="flight-banner__date">
            <Trans>
              (departs on {date} at {time})
            </Trans>
          </span>
        </p>
      );
    }
  }

  return (
    <section className="flight-banner" aria-label={t`Next flight`}>
      <Icon name="plane" size={18} className="flight-banner__icon" />
      {content}
    </section>
  );
}
