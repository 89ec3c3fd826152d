import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PreAlert } from '../../api/contract/pre-alerts.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { paths } from '../../lib/paths.ts';
import { DataTable } from '../../ui/data-table.tsx';
import type { Column } from '../../ui/list-columns.ts';
import { usePagedList } from '../../data/use-paged-list.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PreAlertStatusBadge } from './pre-alert-status-badge.tsx';
import { usdFormat } from '../../lib/money.ts';
import { preAlertsApi } from '../../api/pre-alerts.ts';
import { useApi } from '../../api/use-api.ts';

/** /home/pre-alerts: the packages the customer has announced, page by page (docs/product.md#lists). */
export function PreAlertsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Pre-alerts`);
  const api = useApi(preAlertsApi);
  const list = usePagedList((page, size) => api.list(page, size), PAGE_SIZES.preAlertList, { inAddress: true });
  const usd = usdFormat(i18n.locale);
  const columns: Column<PreAlert>[] = [
    { key: 'date', header: t`Date`, cell: (p) => formatCalendarDate(i18n.locale, p.arriving_at), nowrap: true, card: 'field' },
    { key: 'carrier', header: t`Carrier`, cell: (p) => p.us_courier.name },
    { key: 'tracking', header: t`Tracking`, cell: (p) => p.tracking, nowrap: true, card: 'title' },
    { key: 'provider', header: t`Provider`, cell: (p) => p.provider, wideOnly: true },
    { key: 'value', header: t`Value (USD)`, cell: (p) => usd.format(p.cost), numeric: true, wideOnly: true, card: 'field' },
    { key: 'status', header: t`Status`, cell: (p) => <PreAlertStatusBadge status={p.status} />, card: 'status' },
  ];
  return (
    <div className="page">
      <header className="page__header">
        <div>
          <h1 className="page__title">
            <Trans>Pre-alerts</Trans>
          </h1>
          <p className="page__lead">
            <Trans>Tell us about a purchase on its way to your locker, so we receive it faster.</Trans>
          </p>
        </div>
        <Link to={paths.preAlertCreate} className="button button--primary button--small">
          <Trans>Create pre-alert</Trans>
        </Link>
      </header>
      <DataTable
        caption={t`Your pre-alerts`}
        columns={columns}
        list={list}
        rowKey={(p) => p.id}
        detail={{ href: (p) => paths.preAlertDetail(p.id), label: ({ tracking }) => t`See pre-alert ${tracking}` }}
        empty={<Trans>You have no pre-alerts yet. Create one when you buy something that ships to your locker.</Trans>}
      />
    </div>
  );
}
