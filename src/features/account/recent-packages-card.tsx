import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '../../api/use-api.ts';
import { packagesApi } from '../../api/packages.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { packageStatusLabel } from '../../lib/package-status.ts';
import { paths } from '../../lib/paths.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useResource } from '../../data/use-resource.ts';
import { FreeStorageNote } from '../../ui/free-storage-note.tsx';

/** The first packages of the customer, and how many are in the warehouse now. */
export function RecentPackagesCard() {
  const { t, i18n } = useLingui();
  const api = useApi(packagesApi);
  const packages = useResource(() => api.list(1, PAGE_SIZES.accountPackages));
  return (
    <section className="card" aria-labelledby="recent-packages-title">
      <div className="card__header">
        <h2 id="recent-packages-title" className="card__title">
          <Trans>My packages</Trans>
        </h2>
        <Link to={paths.packages}>
          <Trans>View all</Trans>
        </Link>
      </div>
      {packages.status === 'loading' && <Spinner size="sm" label={t`Loading…`} />}
      {packages.status === 'failed' && <ErrorState error={packages.error} onRetry={packages.retry} inline />}
      {packages.status === 'loaded' && (
        <>
          <InWarehouse count={packages.data.meta.in_warehouse} />
          {packages.data.data.length === 0 ? (
            <p className="empty-state">
              <Trans>You have no packages yet. When a purchase arrives at your locker, it shows here.</Trans>
            </p>
          ) : (
            <ul className="compact-list">
              {packages.data.data.map((item) => {
                const label = packageStatusLabel(item.status);
                return (
                  <li key={item.id} className="compact-list__item">
                    <Link to={paths.packageDetail(item.id)}>{item.tracking}</Link>
                    <span className="compact-list__meta">
                      {formatCalendarDate(i18n.locale, item.date)} · {item.content}
                    </span>
                    <span className="status">{label ? i18n._(label) : item.status}</span>
                    <FreeStorageNote freeUntil={item.free_until} />
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function InWarehouse({ count }: { count: number }) {
  return (
    <p className="card__lead">
      <Trans>In the warehouse now: {count}</Trans>
    </p>
  );
}
