/** What an invoice owes: its balance due and what pending payments leave still due. */
type Owing = { debt: number; still_due: number };

/**
 * Pending payments cover the balance due: the invoice is under review and there is nothing to pay
 * until the company reviews them (docs/product.md#payment-under-review).
 */
export const isUnderReview = ({ debt, still_due }: Owing): boolean => debt > 0 && still_due <= 0;
