// A customer's pre-alert with its bill, as the portal posts it (docs/product.md#pre-alerts): the
// deployment tests' one upload that makes a row, a file in the bucket and a webhook.
import { makePdf } from '../../../server/seed/files/pdf.ts';

/** A real bill, then `padTo` bytes of filler inside a PDF comment: the store sees its size, the server its type. */
const billOf = (tracking: string, padTo = 0) => {
  const pdf = makePdf('Factura', [{ text: tracking }]);
  return padTo <= pdf.length ? pdf : Buffer.concat([pdf, Buffer.from('%'), Buffer.alloc(padTo - pdf.length - 1, 0x20)]);
};

export function postPreAlert(url: string, token: string, { courierId, tracking, billBytes = 0 }: { courierId: number; tracking: string; billBytes?: number }) {
  const body = new FormData();
  const fields = {
    us_courier_id: String(courierId),
    provider: 'Amazon',
    tracking,
    cost: '10.00',
    content: 'Libros',
    arriving_at: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    recipient: 'Carla Rivas',
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('invoice', new Blob([new Uint8Array(billOf(tracking, billBytes))], { type: 'application/pdf' }), 'factura.pdf');
  return fetch(`${url}/api/pre-alerts`, { method: 'POST', body, headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' } });
}
