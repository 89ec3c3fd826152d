import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '../../api/use-api.ts';
import { searchApi } from '../../api/search.ts';
import { formatCalendarDate, formatInstantDate } from '../../lib/dates.ts';
import { packageStatusLabel } from '../../lib/package-status.ts';
import { preAlertStatusLabel } from '../../lib/pre-alert-status.ts';
import { paths } from '../../lib/paths.ts';
import { shipmentStatusLabel } from '../../lib/shipment-status.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useResource } from '../../data/use-resource.ts';
import { SearchForm } from './search-form.tsx';

type Hit = { id: number; tracking: string; href: string; meta: string; status: string };

/** /home/search?q=: the customer's packages, pre-alerts and shipments whose tracking number contains q. */
export function SearchPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Search`);
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const api = useApi(searchApi);
  const results = useResource(async () => (query ? api.byTracking(query) : null), [query]);

  let content: ReactNode = null;
  if (!query) content = <p className="empty-state">{t`Type a tracking number to find your packages, pre-alerts and shipments.`}</p>;
  else if (results.status === 'loading') content = <Spinner size="sm" label={t`Searching…`} />;
  else if (results.status === 'failed') content = <ErrorState error={results.error} onRetry={results.retry} />;
  else if (results.data) {
    const { packages, pre_alerts, shipments } = results.data;
    const groups: { id: string; title: string; hits: Hit[] }[] = [
      {
        id: 'packages',
        title: t`Packages`,
        hits: packages.map((p) => {
          const label = packageStatusLabel(p.status);
          return {
            id: p.id, tracking: p.tracking, href: paths.packageDetail(p.id), meta: `${formatCalendarDate(i18n.locale, p.date)} · ${p.content}`,
            status: label ? i18n._(label) : p.status,
          };
        }),
      },
      {
        id: 'pre-alerts',
        title: t`Pre-alerts`,
        hits: pre_alerts.map((p) => {
          const label = preAlertStatusLabel(p.status);
          return {
            id: p.id, tracking: p.tracking, href: paths.preAlertDetail(p.id), meta: `${formatCalendarDate(i18n.locale, p.arriving_at)} · ${p.content}`,
            status: label ? i18n._(label) : p.status,
          };
        }),
      },
      {
        id: 'shipments',
        title: t`Shipments`,
        hits: shipments.map((s) => {
          const label = shipmentStatusLabel(s.status);
          return {
            id: s.id, tracking: s.tracking, href: paths.shipmentDetail(s.id), meta: `${formatInstantDate(i18n.locale, s.created_at)} · ${s.recipient.display_name}`,
            status: label ? i18n._(label) : s.status,
          };
        }),
      },
    ].filter((group) => group.hits.length > 0);
    content =
      groups.length === 0 ? (
        <p className="empty-state" role="status">
          <Trans>Nothing matches “{query}”. Check the tracking number and try again.</Trans>
        </p>
      ) : (
        <div className="search-results">
          {groups.map((group) => (
            <ResultGroup key={group.id} id={group.id} title={group.title} hits={group.hits} />
          ))}
        </div>
      );
  }

  return (
    <div className="page">
      <PageHeader title={<Trans>Search</Trans>} lead={query ? <Trans>Results for “{query}”</Trans> : undefined} />
      <SearchForm id="page-search" className="search-page__form" />
      {content}
    </div>
  );
}

function ResultGroup({ id, title, hits }: { id: string; title: string; hits: Hit[] }) {
  return (
    <section className="card" aria-labelledby={`search-${id}-title`}>
      <h2 id={`search-${id}-title`} className="card__title">
        {title}
      </h2>
      <ul className="compact-list">
        {hits.map((hit) => (
          <li key={hit.id} className="compact-list__item">
            <Link to={hit.href}>{hit.tracking}</Link>
            <span className="compact-list__meta">{hit.meta}</span>
            <span className="status">{hit.status}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
