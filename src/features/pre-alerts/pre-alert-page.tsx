import '../../styles/pre-alerts.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PreAlert } from '../../api/contract/pre-alerts.ts';
import type { Media } from '../../api/contract/media.ts';
import { formatCalendarDate, formatInstantDate } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { DetailRow } from '../../ui/detail-row.tsx';
import { Icon } from '../../ui/icons.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useDetailResource } from '../../data/use-detail-resource.ts';
import { NotFoundState } from '../../ui/not-found-state.tsx';
import { BackToPreAlerts } from './back-to-pre-alerts.tsx';
import { PreAlertStatusBadge } from './pre-alert-status-badge.tsx';
import { usdFormat } from '../../lib/money.ts';
import { preAlertsApi } from '../../api/pre-alerts.ts';
import { useApi } from '../../api/use-api.ts';
import { NewTabLink } from '../../ui/new-tab-link.tsx';
import { literal } from '../../ui/literal.tsx';

/** Bills shown as a picture on the page (docs/product.md#details); a PDF opens in a new tab. */
const PREVIEWED_TYPES = ['image/jpeg', 'image/png'];

/** The name the customer's bill had (docs/product.md#details), not the one it is kept under. */
const shownName = (bill: Media) => bill.original_name ?? bill.name;

/** /home/pre-alerts/{id}: one pre-alert, read-only, loaded by the id in the address. */
export function PreAlertPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Pre-alert`);
  const api = useApi(preAlertsApi);
  const item = useDetailResource((id) => api.get(id));
  return (
    <div className="page">
      <BackToPreAlerts />
      <ResourceView
        resource={item}
        notFound={<NotFoundState title={<Trans>We could not find this pre-alert</Trans>} backTo={paths.preAlerts} backLabel={<Trans>See your pre-alerts</Trans>} />}
      >
        {(data) => <PreAlertDetails item={data} />}
      </ResourceView>
    </div>
  );
}

function PreAlertDetails({ item }: { item: PreAlert }) {
  const { t, i18n } = useLingui();
  const bill = item.media[0];
  const tracking = literal(item.tracking);
  return (
    <>
      <header className="page__header">
        <h1 className="page__title">
          <Trans>Pre-alert {tracking}</Trans>
        </h1>
        <div className="pre-alert__actions">
          <PreAlertStatusBadge status={item.status} />
          {bill && (
            <a href={bill.url} download={shownName(bill)} className="icon-button" aria-label={t`Download the bill`} title={t`Download the bill`}>
              <Icon name="download" />
            </a>
          )}
        </div>
      </header>
      <div className="page__grid">
        <section className="card" aria-labelledby="pre-alert-summary-title">
          <h2 id="pre-alert-summary-title" className="card__title">
            <Trans>Summary</Trans>
          </h2>
          <dl className="details">
            <DetailRow label={t`Tracking`}>{item.tracking}</DetailRow>
            <DetailRow label={t`Estimated arrival`}>{formatCalendarDate(i18n.locale, item.arriving_at)}</DetailRow>
            <DetailRow label={t`Carrier`}>{item.us_courier.name}</DetailRow>
            <DetailRow label={t`Provider`}>{item.provider}</DetailRow>
            <DetailRow label={t`Value (USD)`}>{usdFormat(i18n.locale).format(item.cost)}</DetailRow>
            <DetailRow label={t`Content`}>{item.content}</DetailRow>
            <DetailRow label={t`Recipient`}>{item.recipient}</DetailRow>
            <DetailRow label={t`Warehouse`}>{item.warehouse.name}</DetailRow>
            <DetailRow label={t`Created`}>{formatInstantDate(i18n.locale, item.created_at)}</DetailRow>
            {bill && (
              <DetailRow label={t`Bill`}>
                <NewTabLink href={bill.url}>{shownName(bill)}</NewTabLink>
              </DetailRow>
            )}
          </dl>
        </section>
        {bill && PREVIEWED_TYPES.includes(bill.mime_type) && <BillPreview bill={bill} />}
      </div>
    </>
  );
}

/** A JPEG or PNG bill, shown on the page; a click opens it full size in a new tab. */
function BillPreview({ bill }: { bill: Media }) {
  const { t } = useLingui();
  const name = shownName(bill);
  return (
    <section className="card" aria-labelledby="pre-alert-bill-title">
      <h2 id="pre-alert-bill-title" className="card__title">
        <Trans>Bill</Trans>
      </h2>
      <NewTabLink href={bill.url} className="pre-alert__bill">
        <img src={bill.url} alt={t`Bill ${name}`} loading="lazy" />
      </NewTabLink>
    </section>
  );
}
