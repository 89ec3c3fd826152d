import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { BackLink } from '../../ui/back-link.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { onDemand } from '../../ui/on-demand.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useCheckout, type CheckoutSnapshot } from './checkout-actor.ts';

// Each page brings only its own code: the methods' instructions need DOMPurify (11 KB gzip), the
// payment form Conform (14 KB) and the method's payee details. The other page's comes at the first
// idle moment.
const methodPage = onDemand(() => import('./payment-method-view.tsx'));
const formPage = onDemand(() => import('./payment-form-view.tsx'));

/** The flow's state as the page shows it; the form waits for its method's summary, whose total it pre-fills. */
const viewOf = (s: CheckoutSnapshot) =>
  s.matches('choosing')
    ? 'choosing'
    : s.matches({ paying: 'editing' }) || s.matches({ paying: 'uploading' })
      ? 'paying'
      : s.matches({ paying: 'summaryFailed' })
        ? 'summaryFailed'
        : s.matches('failed')
          ? 'failed'
          : s.matches('settled')
            ? 'settled'
            : s.matches('underReview')
              ? 'underReview'
              : 'loading';

/** The checkout's page for the flow's state: loading, failed, nothing to pay, under review, choosing, paying. */
export function CheckoutPage() {
  const { t } = useLingui();
  const actor = useCheckout();
  const invoiceId = useActorSelector(actor, (s) => s.context.invoiceId);
  // A void invoice takes no payment (docs/product.md#lifecycles): it says why there is nothing to pay.
  const isVoid = useActorSelector(actor, (s) => s.context.invoice?.status === 'VOID');
  const view = useActorSelector(actor, viewOf);
  const step = useActorSelector(actor, (s) => s.context.step);
  const error = useActorSelector(actor, (s) => s.context.error);
  useDocumentTitle(view === 'paying' || view === 'summaryFailed' ? t`Payment` : t`Payment method`);
  methodPage.usePreload();
  formPage.usePreload();
  // The address's page is fetched with the invoice, not after it.
  const methodView = methodPage.useModule(view === 'choosing' || (view === 'loading' && step === 'method'));
  const onForm = useActorSelector(actor, (s) => s.matches('paying'));
  const formView = formPage.useModule(onForm || (view === 'loading' && step === 'payment'));
  const page = view === 'choosing' ? methodView : view === 'paying' ? formView : null;

  if (view === 'choosing' && methodView.module) return <methodView.module.PaymentMethodView />;
  if (view === 'paying' && formView.module) return <formView.module.PaymentFormView />;
  return (
    <div className="page">
      <BackLink to={paths.invoices}>
        <Trans>← Invoices</Trans>
      </BackLink>
      {(view === 'loading' || (page && !page.failed)) && <Spinner size="sm" label={t`Loading…`} />}
      {page?.failed && <ErrorState onRetry={page.retry} />}
      {(view === 'failed' || view === 'summaryFailed') && <ErrorState error={error} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {view === 'summaryFailed' && (
        <p>
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'CHANGE_METHOD' })}>
            <Trans>Choose another payment method</Trans>
          </button>
        </p>
      )}
      {view === 'settled' && (
        <>
          <PageHeader title={<Trans>Nothing to pay</Trans>} />
          <section className="card">
            <p>{isVoid ? <Trans>This invoice was voided: there is nothing to pay.</Trans> : <Trans>This invoice has no debt.</Trans>}</p>
            <Link to={paths.invoiceDetail(invoiceId)} className="button button--primary">
              <Trans>See the invoice</Trans>
            </Link>
          </section>
        </>
      )}
      {view === 'underReview' && (
        <>
          <PageHeader title={<Trans>Payment under review</Trans>} />
          <section className="card">
            <p>
              <Trans>Your payments of this invoice cover what it owes. We are reviewing them: there is nothing to pay until we do.</Trans>
            </p>
            <Link to={paths.invoicePayments(invoiceId)} className="button button--primary">
              <Trans>See the payments</Trans>
            </Link>
          </section>
        </>
      )}
    </div>
  );
}
