import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '../../api/contract/invoices.ts';
import { formatInstantDate } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { BackLink } from '../../ui/back-link.tsx';
import { DetailRow } from '../../ui/detail-row.tsx';
import { DetailsCard } from '../../ui/details-card.tsx';
import { NewTabIconLink } from '../../ui/new-tab-link.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useDetailResource } from '../../data/use-detail-resource.ts';
import { NotFoundState } from '../../ui/not-found-state.tsx';
import { InvoiceItems } from './invoice-items.tsx';
import { InvoicePayments } from './invoice-payments.tsx';
import { usdFormat } from '../../lib/money.ts';
import { invoicesApi } from '../../api/invoices.ts';
import { useApi } from '../../api/use-api.ts';
import { literal } from '../../ui/literal.tsx';
import { InvoiceStatus } from './invoice-status.tsx';
import { isUnderReview } from '../../lib/invoice-review.ts';
import '../../styles/invoices.css';

type InvoiceTab = 'items' | 'payments';

/** The open tab is the address's `?tab=` (the checkout comes back to `?tab=payments`); items by default. */
function useTabInAddress(): [InvoiceTab, (tab: InvoiceTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: InvoiceTab = params.get('tab') === 'payments' ? 'payments' : 'items';
  const open = (next: InvoiceTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'items') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, open];
}

/** /home/invoice/{id}: one invoice, loaded by the id in the address, with its items and payments. */
export function InvoicePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Invoice`);
  const api = useApi(invoicesApi);
  const invoice = useDetailResource((id) => api.get(id));
  return (
    <div className="page">
      <BackLink to={paths.invoices}>
        <Trans>← Invoices</Trans>
      </BackLink>
      <ResourceView
        resource={invoice}
        notFound={<NotFoundState title={<Trans>We could not find this invoice</Trans>} backTo={paths.invoices} backLabel={<Trans>See your invoices</Trans>} />}
      >
        {(data) => <InvoiceDetails invoice={data} />}
      </ResourceView>
    </div>
  );
}

function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useLingui();
  const usd = usdFormat(i18n.locale);
  const [tab, openTab] = useTabInAddress();
  const friendly_name = literal(invoice.friendly_name);
  return (
    <>
      <header className="page__header">
        <div className="invoice-heading">
          <div className="invoice-title">
            <h1 className="page__title">
              <Trans>Invoice {friendly_name}</Trans>
            </h1>
            {invoice.invoice_url && <NewTabIconLink href={invoice.invoice_url} icon="download" label={t`Download the invoice`} />}
            <InvoiceStatus invoice={invoice} />
          </div>
          <dl className="invoice-amounts">
            {[
              { label: t`Total`, amount: invoice.total },
              { label: t`Balance due`, amount: invoice.debt },
              // What is pending and what it leaves to pay, once a proof was sent (docs/product.md#payment-under-review).
              ...(invoice.pending_amount > 0 ? [{ label: t`Under review`, amount: invoice.pending_amount }] : []),
              ...(invoice.pending_amount > 0 && invoice.still_due > 0 ? [{ label: t`Still due`, amount: invoice.still_due }] : []),
            ].map(({ label, amount }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{usd.format(amount)}</dd>
              </div>
            ))}
          </dl>
        </div>
        {invoice.still_due > 0 && (
          <Link className="button button--primary" to={paths.paymentMethod(invoice.id)}>
            <Trans>Pay {usd.format(invoice.still_due)}</Trans>
          </Link>
        )}
        {isUnderReview(invoice) && (
          <p className="invoice-review">
            <Trans>We are reviewing your payment: there is nothing to pay until we do. We will update the invoice then.</Trans>
          </p>
        )}
      </header>
      <DetailsCard id="invoice-summary-title" title={<Trans>Summary</Trans>}>
        <DetailRow label={t`Bill to`}>{invoice.bill_to_name}</DetailRow>
        <DetailRow label={t`Issue date`}>{formatInstantDate(i18n.locale, invoice.created_at)}</DetailRow>
        <DetailRow label={t`Payment date`}>{invoice.paid_at ? formatInstantDate(i18n.locale, invoice.paid_at) : '—'}</DetailRow>
        {invoice.shipment_id !== null && (
          <DetailRow label={t`Shipment`}>
            <Link to={paths.shipmentDetail(invoice.shipment_id)}>
              <Trans>See the shipment</Trans>
            </Link>
          </DetailRow>
        )}
      </DetailsCard>
      <Tabs
        label={t`Invoice details`}
        value={tab}
        onValueChange={openTab}
        tabs={[
          { value: 'items', label: <Trans>Items</Trans>, content: <InvoiceItems invoiceId={invoice.id} /> },
          { value: 'payments', label: <Trans>Payments</Trans>, content: <InvoicePayments invoiceId={invoice.id} /> },
        ]}
      />
    </>
  );
}
