// A shipment as the server answers it, and the fake HTTP answers of its detail page.
import type { ShipmentDetail, ShipmentItem, StatusEvent } from '../../../src/api/contract/shipments.ts';

const name = (es: string, en: string) => ({ es, en });

const piece = (id: number): ShipmentItem => ({
  id,
  package_number: `PKG-${id}`,
  content: `Content ${id}`,
  dimension: { length: 30 + id, width: 20, height: 10, dimensional_weight: 3.5, cubic_feet: 0.21 },
  shipment_item_type: { name: 'Box' },
  declared_cost: 50,
  total_price: 12.5,
  chargeable_weight: 4,
});

export const SHIPMENT: ShipmentDetail = {
  id: 7,
  created_at: '2025-03-01T14:05:00.000Z',
  tracking: 'CAS-A-1042',
  recipient: {
    id: 3, display_name: 'María Pérez', name: 'María', last_name: 'Pérez', document_id: 'V-2', email: null,
    phone: '+584121112233', landline_phone: null, address: 'Calle 4', address_2: 'Casa 9', country_id: 1, state_id: 10,
    city_id: 100, country: { id: 1, name: name('Venezuela', 'Venezuela') }, state: { id: 10, name: name('Miranda', 'Miranda') },
    city: { id: 100, name: name('Los Teques (es)', 'Los Teques (en)') }, zip_code: '1201', type: 'PERSON',
  },
  invoice: { id: 55, friendly_name: 'FAC-0055' },
  invoice_name: 'FAC-0055',
  invoice_status_label: 'Paid',
  departure_at: '2025-03-04T09:30:00.000Z',
  destination: 'Venezuela',
  weight: 10,
  volume: 8,
  status: 'DELIVERED',
  delivery_address: 'Calle 4',
  shipment_type: 'air',
  shipment_type_label: 'Air',
  repack: false,
  payment_method: 'Zelle',
  stats: { weightSum: 22.5, boxesCount: 6, cubicFeetSum: 1.26, dimensionalWeightSum: 21 },
  media: [{ id: 1, url: '/media/1.png', mime_type: 'image/png', name: 'IMG_1.png', original_name: null }],
  invoice_url: '/media/invoice-55.pdf',
  quote: null,
  declared_value: null,
  notes: null,
  items: [1, 2, 3, 4, 5, 6].map(piece),
  shared_until: null,
};

const EVENTS: StatusEvent[] = [
  { created_at: '2025-03-01T14:05:00.000Z', key: 'PENDING', keyLabel: 'Pendiente', note: null, corrected: false },
  { created_at: '2025-03-02T08:00:00.000Z', key: 'IN_TRANSIT', keyLabel: 'En tránsito', note: null, corrected: false },
  { created_at: '2025-03-06T17:45:00.000Z', key: 'DELIVERED', keyLabel: 'Entregado', note: null, corrected: false },
];

/** The answers of the detail page of `shipment` (the first page of its pieces, 4 of them). */
export function detailAnswers(shipment: ShipmentDetail = SHIPMENT, events: StatusEvent[] = EVENTS) {
  const items = shipment.items.slice(0, 4);
  const pages = Math.max(1, Math.ceil(shipment.items.length / 4));
  return {
    [`api/shipments/${shipment.id}`]: { data: shipment },
    [`api/shipments/${shipment.id}/logs`]: { data: events },
    [`api/shipments/${shipment.id}/items`]: {
      data: items,
      meta: { total: shipment.items.length, last_page: pages, current_page: 1, page_size: 4 },
    },
  };
}
