// An unpaid invoice, a payment method and an order summary, for the checkout's tests.
import type { Invoice, OrderSummary, PaymentMethod } from '../../../src/api/contract/invoices.ts';

export const INVOICE: Invoice = {
  id: 55, friendly_name: 'FAC-0055', bill_to_name: 'Ana Pérez', paid_at: null, total: 120.5, debt: 120.5, pending_amount: 0, still_due: 120.5, status: 'PENDING',
  statusLabel: 'Pending', invoice_url: null, media: [], created_at: '2026-01-10T12:00:00.000Z', shipment_id: null,
};
export const method = (id: number, name: string, description = ''): PaymentMethod => ({ id, name, logo: '', description, currency: 'USD', symbol: '$' });
export const SUMMARY: OrderSummary = { label: 'Zelle', itemsCount: 1, recharge: 0, totalInvoice: 120.5, currency: 'USD', symbol: '$', currentDebt: 120.5,
  totalUsd: 120.5, rate: null };
