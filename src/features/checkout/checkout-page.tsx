import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { BackLink } from '../../ui/back-link.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { onDemand } from '../../ui/on-demand.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { onIdle } from '../../ui/use-idle.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useCheckout } from './checkout-actor.ts';

// Each page brings only its own code: the methods' instructions need DOMPurify (11 KB gzip), the
// payment form Conform (14 KB). The other page's comes at the first idle moment once one shows.
const methodPage = onDemand(() => import('./payment-method-view.tsx'));
const formPage = onDemand(() => import('./payment-form-view.tsx'));
const preloadPages = () => {
  for (const page of [methodPage, formPage]) page.preload().catch(() => undefined);
};

/** The checkout's page for the flow's state: loading, failed, nothing to pay, choosing, paying. */
export function CheckoutPage() {
  const { t } = useLingui();
  const actor = useCheckout();
  const invoiceId = useActorSelector(actor, (s) => s.context.invoiceId);
  const view = useActorSelector(actor, (s) =>
    s.matches('choosing') ? 'choosing' : s.matches('paying') ? 'paying' : s.matches('failed') ? 'failed' : s.matches('settled') ? 'settled' : 'loading',
  );
  const step = useActorSelector(actor, (s) => s.context.step);
  const error = useActorSelector(actor, (s) => s.context.error);
  useDocumentTitle(view === 'paying' ? t`Payment` : t`Payment method`);
  // The address's page is fetched with the invoice, not after it. Should that fetch fail, a retry
  // fetches it again.
  const [codeFailed, setCodeFailed] = useState(false);
  const wants = (page: typeof view, addressStep: typeof step) => !codeFailed && (view === page || (view === 'loading' && step === addressStep));
  const methodView = methodPage.useModule(wants('choosing', 'method'), () => setCodeFailed(true));
  const formView = formPage.useModule(wants('paying', 'payment'), () => setCodeFailed(true));
  const onPage = view === 'choosing' || view === 'paying';
  useEffect(() => (onPage ? onIdle(preloadPages) : undefined), [onPage]);

  if (view === 'choosing' && methodView) return <methodView.PaymentMethodView />;
  if (view === 'paying' && formView) return <formView.PaymentFormView />;
  return (
    <div className="page">
      <BackLink to={paths.invoices}>
        <Trans>← Invoices</Trans>
      </BackLink>
      {(view === 'loading' || (onPage && !codeFailed)) && <Spinner size="sm" label={t`Loading…`} />}
      {onPage && codeFailed && <ErrorState onRetry={() => setCodeFailed(false)} />}
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
