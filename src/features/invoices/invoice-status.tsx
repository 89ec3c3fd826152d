import { Trans } from '@lingui/react/macro';
import type { Invoice } from '../../api/contract/invoices.ts';
import { isUnderReview } from '../../lib/invoice-review.ts';

/**
 * An invoice's status as the server labels it, or "Payment under review" while pending payments
 * cover its balance (docs/product.md#payment-under-review): never "unpaid" once a proof is sent.
 */
export function InvoiceStatus({ invoice }: { invoice: Pick<Invoice, 'debt' | 'still_due' | 'statusLabel'> }) {
  return <span className="status">{isUnderReview(invoice) ? <Trans>Payment under review</Trans> : invoice.statusLabel}</span>;
}
