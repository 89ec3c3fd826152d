// Money is kept in cents while computing, so that totals add up exactly.
export const fromCents = (cents: number) => cents / 100;
export const round2 = (n: number) => Math.round(n * 100) / 100;
/** quantity × unit price in cents; the seed only uses pairs whose product is a whole number of cents. */
export function lineCents(quantity: number, unitPrice: number): number {
  const exact = (Math.round(quantity * 100) * Math.round(unitPrice * 100)) / 100;
  const cents = Math.round(exact);
  if (Math.abs(exact - cents) > 1e-9) throw new Error(`inexact line ${quantity} × ${unitPrice}`);
  return cents;
}
/** $1,234.50 (formatted by hand: the first Intl call is slow). */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
