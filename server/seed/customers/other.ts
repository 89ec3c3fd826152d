// A second customer, in Bogotá, whose resources the demo customer must never see (ownership tests).
import type { CustomerSpec } from './spec.ts';

const OTHER_EMAIL = 'otro@casillero.test';

export const otherCustomer: CustomerSpec = {
  email: OTHER_EMAIL,
  password: 'casillero-demo',
  client: {
    name: 'Andrés Felipe',
    last_name: 'Restrepo Gómez',
    document_id: '1020734512',
    phone: '+573152348890',
    landline_phone: null,
    address: 'Calle 93 # 11A-28, Apto 502, Chicó Norte',
    birth_date: '1986-09-03',
    gender: 'male',
    zip_code: '110221',
    locker: 'CAS-10002',
    referral_source: 'Google',
    country: 'CO',
    state: 'Bogotá D.C.',
    city: 'Bogotá',
    sinceHours: 120 * 24,
  },
  recipients: [
    {
      key: 'mother', name: 'Luz Marina', last_name: 'Gómez de Restrepo', document_id: '41768230',
      email: null, phone: '+573007651234', landline_phone: null,
      address: 'Calle 10 # 5-51', address_2: 'Barrio Centro',
      country: 'CO', state: 'Cundinamarca', city: 'Chía', zip_code: '250001',
    },
  ],
  packages: [
    { key: 'mouse', content: 'Mouse Logitech MX Master 3S', provider: 'Amazon', courier: 'Amazon Logistics', cost: 99.99, dims: [18, 12, 8], weight_lb: 0.8, status: 'IN_WAREHOUSE', hours: 40 },
    { key: 'pans', content: 'Set de ollas antiadherentes', provider: 'Walmart', courier: 'FedEx', cost: 69, dims: [45, 30, 25], weight_lb: 11.6, status: 'RECEIVED', hours: 4 },
    { key: 'watch', content: 'Apple Watch SE 44 mm', provider: 'Apple', courier: 'UPS', cost: 249, dims: [16, 12, 10], weight_lb: 0.9, status: 'SHIPPED', hours: 140, shipment: 'watch', photographed: true },
  ],
  preAlerts: [
    { courier: 'UPS', provider: 'Amazon', cost: 99.99, content: 'Teclado mecánico Keychron K2', createdHours: 12, arrivingInDays: 3, recipient: 'Andrés Felipe Restrepo', status: 'PENDING', file: 'pdf', lines: [['Keychron K2 Wireless Mechanical Keyboard', 99.99]] },
  ],
  shipments: [
    {
      key: 'watch', type: 'air', status: 'IN_TRANSIT', recipient: 'mother', repack: false, lastEventHours: 30, photos: 2,
      invoice: { status: 'PAID', after: 6, payments: [{ method: 'zelle', share: 'rest', status: 'APPROVED', reference: 'Zelle conf. K7WQ2ZD9', after: 3 }] },
    },
  ],
};
