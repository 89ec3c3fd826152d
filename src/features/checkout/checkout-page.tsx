import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { BackLink } from '../../ui/back-link.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useCheckout } from './checkout-actor.ts';
import { PaymentFormView } from './payment-form-view.tsx';
import { PaymentMethodView } from './payment-method-view.tsx';

/** The checkout's page for the flow's state: loading, failed, nothing to pay, choosing, paying. */
export function CheckoutPage() {
  const { t } = useLingui();
  const actor = useCheckout();
  const invoiceId = useActorSelector(actor, (s) => s.context.invoiceId);
  const view = useActorSelector(actor, (s) =>
    s.matches('choosing') ? 'choosing' : s.matches('paying') ? 'paying' : s.matches('failed') ? 'failed' : s.matches('settled') ? 'settled' : 'loading',
  );
  const error = useActorSelector(actor, (s) => s.context.error);
  useDocumentTitle(view === 'paying' ? t`Payment` : t`Payment method`);

  if (view === 'choosing') return <PaymentMethodView />;
  if (view === 'paying') return <PaymentFormView />;
  return (
    <div className="page">
      <BackLink to={paths.invoices}>
        <Trans>← Invoices</Trans>
      </BackLink>
      {view === 'loading' && <Spinner size="sm" label={t`Loading…`} />}
      {view === 'failed' && <ErrorState error={error} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {view === 'settled' && (
        <>
          <PageHeader title={<Trans>Nothing to pay</Trans>} />
          <section className="card">
            <p>
              <Trans>This invoice has no debt.</Trans>
            </p>
            <Link to={paths.invoiceDetail(invoiceId)} className="button button--primary">
              <Trans>See the invoice</Trans>
            </Link>
          </section>
        </>
      )}
    </div>
  );
}
