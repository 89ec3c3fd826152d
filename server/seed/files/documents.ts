// The documents the demo customers "uploaded" or received: store invoices and Casillero invoices.
import { makePdf, type PdfLine } from './pdf.ts';
import { formatUsd } from '../lib/money.ts';
import { usDate } from '../lib/time.ts';
import type { Rng } from '../lib/random.ts';

/** An order number in the style of each store. */
export function orderNumber(provider: string, rng: Rng): string {
  switch (provider) {
    case 'Amazon': return `113-${rng.digits(7)}-${rng.digits(7)}`;
    case 'eBay': return `${rng.int(10, 27)}-${rng.digits(5)}-${rng.digits(5)}`;
    case 'Walmart': return `200${rng.digits(10)}`;
    case 'Best Buy': return `BBY01-${rng.digits(12)}`;
    case 'Shein': return `GSU${rng.alnum(11)}`;
    case 'Apple': return `W${rng.digits(10)}`;
    case 'Nike': return `C${rng.digits(11)}`;
    case 'Target': return `9020${rng.digits(11)}`;
    default: return `${rng.digits(3)}-${rng.digits(6)}`;
  }
}

export type StoreOrder = {
  provider: string;
  orderNumber: string;
  placedAt: Date;
  shipTo: string;
  carrier: string;
  tracking: string;
  lines: readonly (readonly [string, number])[];
};

const money = (amount: number) => formatUsd(Math.round(amount * 100));

/** The store's order confirmation, as customers download it for their pre-alerts. */
export function storeInvoicePdf(order: StoreOrder): Buffer {
  const total = order.lines.reduce((sum, [, price]) => sum + Math.round(price * 100), 0);
  const lines: PdfLine[] = [
    { text: `Order #${order.orderNumber}`, size: 13, bold: true },
    { text: `Order placed: ${usDate(order.placedAt)}` },
    { text: `Ship to: ${order.shipTo}` },
    { text: '8200 NW 41st St, Suite 100, Doral, FL 33166, United States' },
    { text: `Shipped with ${order.carrier}, tracking ${order.tracking}` },
    { text: 'Item', bold: true, gap: 30 },
    { text: 'Price', bold: true, x: 470, gap: 0 },
  ];
  for (const [name, price] of order.lines) {
    lines.push({ text: name }, { text: money(price), x: 470, gap: 0 });
  }
  lines.push(
    { text: 'Shipping', gap: 26 }, { text: 'FREE', x: 470, gap: 0 },
    { text: 'Order total', bold: true, size: 12 }, { text: formatUsd(total), bold: true, size: 12, x: 470, gap: 0 },
    { text: 'Payment method: Visa ending in 4417', gap: 30 },
    { text: 'Thank you for shopping with us.' },
  );
  return makePdf(`${order.provider} — Order confirmation`, lines);
}

export type CasilleroInvoice = {
  friendlyName: string;
  issuedAt: Date;
  billTo: string;
  locker: string;
  shipment: string | null;
  lines: readonly { description: string; quantity: number; unit_price: number; cents: number }[];
  totalCents: number;
  paidCents: number;
};

/** The invoice Casillero issues for a shipment (bilingual, like the company's paper invoices). */
export function casilleroInvoicePdf(inv: CasilleroInvoice): Buffer {
  const lines: PdfLine[] = [
    { text: 'Casillero Logistics LLC', bold: true, size: 12 },
    { text: '8200 NW 41st St, Suite 100, Doral, FL 33166 · +1 305 555 0100' },
    { text: `Fecha / Date: ${usDate(inv.issuedAt)}`, gap: 26 },
    { text: `Cliente / Bill to: ${inv.billTo} (${inv.locker})` },
  ];
  if (inv.shipment) lines.push({ text: `Envío / Shipment: ${inv.shipment}` });
  lines.push(
    { text: 'Descripción / Description', bold: true, gap: 30 },
    { text: 'Cant. / Qty', bold: true, x: 330, gap: 0 },
    { text: 'Precio / Price', bold: true, x: 410, gap: 0 },
    { text: 'Total', bold: true, x: 500, gap: 0 },
  );
  for (const l of inv.lines) {
    lines.push(
      { text: l.description },
      { text: String(l.quantity), x: 330, gap: 0 },
      { text: formatUsd(Math.round(l.unit_price * 100)), x: 410, gap: 0 },
      { text: formatUsd(l.cents), x: 500, gap: 0 },
    );
  }
  lines.push(
    { text: 'Total', bold: true, size: 12, x: 330, gap: 30 }, { text: formatUsd(inv.totalCents), bold: true, size: 12, x: 500, gap: 0 },
    { text: 'Pagado / Paid', x: 330 }, { text: formatUsd(inv.paidCents), x: 500, gap: 0 },
    { text: 'Saldo / Balance', bold: true, x: 330 }, { text: formatUsd(inv.totalCents - inv.paidCents), bold: true, x: 500, gap: 0 },
    { text: 'Gracias por confiar en Casillero. / Thank you for choosing Casillero.', gap: 40 },
  );
  return makePdf(`Factura / Invoice ${inv.friendlyName}`, lines);
}
