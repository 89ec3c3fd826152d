import { useLingui } from '@lingui/react/macro';
import { formatInstant, formatInstantTime } from '../lib/dates.ts';
import { CONNECTION_BANNER_ID, useConnection } from '../ui/connection-context.ts';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * "Sin conexión · datos de las HH:MM" (docs/product.md#offline-reading): over every screen while
 * the portal has no connection; the write buttons name it as their reason. Its region stays in the
 * page, so a screen reader hears it come and go.
 */
export function ConnectionBanner({ now = () => new Date() }: { now?: () => Date }) {
  const { t, i18n } = useLingui();
  const { offline, storedAt } = useConnection();
  let text = '';
  if (offline && storedAt === null) text = t`No connection · changes cannot be sent`;
  else if (offline && storedAt !== null) {
    const stored = new Date(storedAt);
    const time = formatInstantTime(i18n.locale, stored);
    const moment = formatInstant(i18n.locale, stored);
    text = sameDay(stored, now()) ? t`No connection · data from ${time}` : t`No connection · data from ${moment}`;
  }
  return (
    <div className="connection-banner" role="status" hidden={!offline}>
      <p id={CONNECTION_BANNER_ID} className="connection-banner__text">
        {text}
      </p>
    </div>
  );
}
