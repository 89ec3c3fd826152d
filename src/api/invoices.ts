import type { Http } from './http.ts';
import { InvoiceItemPageSchema, InvoicePageSchema, InvoiceResponseSchema, PaymentPageSchema } from './contract/invoices.ts';

const pageQuery = (page: number, pageSize: number) => ({ query: { page, page_size: pageSize } });

export const invoicesApi = (http: Http) => ({
  /** A page of the customer's invoices, newest first. */
  list: (page: number, pageSize: number) => http.request(InvoicePageSchema, 'api/invoices', pageQuery(page, pageSize)),
  /** One invoice; NOT_FOUND when it is not the customer's. */
  get: async (id: number) => (await http.request(InvoiceResponseSchema, `api/invoices/${id}`)).data,
  /** A page of an invoice's lines. */
  items: (id: number, page: number, pageSize: number) =>
    http.request(InvoiceItemPageSchema, `api/invoices/${id}/items`, pageQuery(page, pageSize)),
  /** A page of the payments made towards an invoice. */
  payments: (id: number, page: number, pageSize: number) =>
    http.request(PaymentPageSchema, `api/invoices/${id}/payments`, pageQuery(page, pageSize)),
});
