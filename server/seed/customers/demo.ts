// The demo customer of the README: María Fernanda, in Caracas, with a bit of everything.
import { FREE_STORAGE_DAYS } from '../../rules/free-storage.ts';
import type { CustomerSpec } from './spec.ts';

const DEMO_EMAIL = 'demo@casillero.test';
const DEMO_PASSWORD = 'casillero-demo';

const D = 24; // hours in a day

export const demoCustomer: CustomerSpec = {
  email: DEMO_EMAIL,
  password: DEMO_PASSWORD,
  client: {
    name: 'María Fernanda',
    last_name: 'González Pérez',
    document_id: 'V-18456789',
    phone: '+584142367815',
    landline_phone: '+582124816230',
    address: 'Av. Páez, Residencias El Paraíso, Torre B, Piso 5, Apto 5-A, El Paraíso',
    birth_date: '1990-04-17',
    gender: 'female',
    zip_code: '1020',
    locker: 'CAS-10001',
    referral_source: 'Instagram',
    country: 'VE',
    state: 'Distrito Capital',
    city: 'Caracas',
    sinceHours: 210 * D,
  },
  recipients: [
    {
      key: 'mother', name: 'Carmen Elena', last_name: 'Pérez de González', document_id: 'V-6874512',
      email: 'carmen.perez@correo.test', phone: '+584142187753', landline_phone: '+582122856614',
      address: 'Av. Francisco de Miranda, Res. Parque Cristal, Torre Este, Piso 8, Apto 8-B', address_2: 'Los Palos Grandes',
      country: 'VE', state: 'Miranda', city: 'Chacao', zip_code: '1060',
    },
    {
      key: 'brother', name: 'José Gregorio', last_name: 'González Rojas', document_id: 'V-19785412',
      email: null, phone: '+584244519031', landline_phone: null,
      address: 'Urb. El Viñedo, Calle 137, Quinta Los Mangos, Nº 98-40', address_2: 'Frente a la plaza El Viñedo',
      country: 'VE', state: 'Carabobo', city: 'Valencia', zip_code: '2001',
    },
    {
      key: 'friend', name: 'Valentina', last_name: 'Restrepo Gómez', document_id: '1037654321',
      email: 'valentina.restrepo@correo.test', phone: '+573104567812', landline_phone: '+576044442310',
      address: 'Carrera 43A # 1 Sur-100, Apto 1204', address_2: 'Edificio Torre Poblado, El Poblado',
      country: 'CO', state: 'Antioquia', city: 'Medellín', zip_code: '050021',
    },
  ],
  packages: [
    // In the warehouse, waiting for a shipment.
    { key: 'airfryer', content: 'Freidora de aire Ninja 5.5 qt', provider: 'Amazon', courier: 'Amazon Logistics', cost: 119.99, dims: [38, 33, 36], weight_lb: 13.2, status: 'IN_WAREHOUSE', hours: 30 },
    { key: 'sneakers', content: 'Zapatos deportivos Nike Air Zoom Pegasus 41', provider: 'Nike', courier: 'UPS', cost: 129.99, dims: [35, 24, 13], weight_lb: 3.1, status: 'IN_WAREHOUSE', hours: 52 },
    { key: 'shein', content: 'Ropa de mujer (5 piezas)', provider: 'Shein', courier: 'USPS', cost: 64.37, dims: [30, 25, 4], weight_lb: 1.6, status: 'IN_WAREHOUSE', hours: 75, item_type: 'ENVELOPE' },
    { key: 'headphones', content: 'Audífonos Sony WH-1000XM5', provider: 'Best Buy', courier: 'FedEx', cost: 329.99, dims: [27, 23, 11], weight_lb: 2.4, status: 'IN_WAREHOUSE', hours: 98, photographed: true },
    { key: 'vitamins', content: 'Vitaminas y suplementos (6 frascos)', provider: 'iHerb', courier: 'UPS', cost: 87.45, dims: [30, 23, 15], weight_lb: 4.8, status: 'IN_WAREHOUSE', hours: 122 },
    { key: 'cases', content: 'Fundas y cargadores para teléfono', provider: 'Temu', courier: 'USPS', cost: 23.4, dims: [22, 18, 6], weight_lb: 0.9, status: 'IN_WAREHOUSE', hours: 200, item_type: 'ENVELOPE' },
    { key: 'waterpump', content: 'Bomba de agua para Toyota Corolla 2014', provider: 'eBay', courier: 'USPS', cost: 58.9, dims: [25, 20, 18], weight_lb: 6.7, status: 'IN_WAREHOUSE', hours: 260, description: 'Caja original del fabricante' },
    // Its free storage ends in 3 days: shown amber, and the server's check tells the customer (docs/product.md#free-storage).
    { key: 'helmet', content: 'Casco de ciclismo Giro Register MIPS', provider: 'REI', courier: 'UPS', cost: 64.95, dims: [30, 24, 20], weight_lb: 1.5, status: 'IN_WAREHOUSE', hours: (FREE_STORAGE_DAYS - 3) * D },
    // Just arrived.
    { key: 'sheets', content: 'Juego de sábanas y toallas', provider: 'Walmart', courier: 'FedEx', cost: 45.82, dims: [40, 30, 15], weight_lb: 5.2, status: 'RECEIVED', hours: 3 },
    { key: 'ipad', content: 'iPad Air 11 pulgadas 128 GB', provider: 'Apple', courier: 'UPS', cost: 599, dims: [30, 24, 8], weight_lb: 2.9, status: 'RECEIVED', hours: 5 },
    // Announced, not here yet.
    { key: 'coffee', content: 'Cafetera Nespresso Vertuo Pop', provider: 'Amazon', courier: 'Amazon Logistics', cost: 159, dims: [36, 22, 32], weight_lb: 8.4, status: 'PRE_ALERTED', hours: 20 },
    { key: 'perfume', content: 'Perfume y maquillaje', provider: 'Sephora', courier: 'UPS', cost: 142.5, dims: [24, 18, 12], weight_lb: 1.9, status: 'PRE_ALERTED', hours: 44 },
    // Being prepared into a shipment.
    { key: 'kindle', content: 'Kindle Paperwhite', provider: 'Amazon', courier: 'UPS', cost: 159.99, dims: [20, 15, 5], weight_lb: 0.9, status: 'IN_PREPARATION', hours: 150, shipment: 'prep' },
    { key: 'lego', content: 'LEGO Star Wars Halcón Milenario 75375', provider: 'Target', courier: 'UPS', cost: 89.99, dims: [38, 26, 9], weight_lb: 2.8, status: 'IN_PREPARATION', hours: 100, shipment: 'prep' },
    { key: 'drill', content: 'Taladro inalámbrico DeWalt 20V con 2 baterías', provider: 'Home Depot', courier: 'FedEx', cost: 179, dims: [40, 30, 12], weight_lb: 9.4, status: 'PENDING_CONFIRMATION', hours: 200, shipment: 'confirm' },
    { key: 'instantpot', content: 'Olla de presión Instant Pot Duo 8 qt', provider: 'Costco', courier: 'UPS', cost: 99.99, dims: [40, 36, 36], weight_lb: 16.5, status: 'PENDING_CONFIRMATION', hours: 130, shipment: 'confirm' },
    { key: 'switch', content: 'Consola Nintendo Switch OLED', provider: 'Best Buy', courier: 'UPS', cost: 349.99, dims: [35, 17, 12], weight_lb: 3.6, status: 'PENDING', hours: 170, shipment: 'repacked', photographed: true },
    { key: 'switchcase', content: 'Estuche y protector de pantalla para Switch', provider: 'Amazon', courier: 'Amazon Logistics', cost: 24.99, dims: [22, 15, 6], weight_lb: 0.7, status: 'PENDING', hours: 120, shipment: 'repacked' },
    // On their way.
    { key: 'blender', content: 'Licuadora Oster Pro 1200', provider: 'Walmart', courier: 'FedEx', cost: 79.88, dims: [42, 25, 25], weight_lb: 8.1, status: 'SHIPPED', hours: 96, shipment: 'ready' },
    { key: 'kidshoes', content: 'Zapatos Adidas Ultraboost para niño', provider: 'Amazon', courier: 'Amazon Logistics', cost: 80, dims: [33, 21, 12], weight_lb: 2.2, status: 'SHIPPED', hours: 160, shipment: 'flying' },
    { key: 'airpods', content: 'AirPods Pro (2.ª generación)', provider: 'Apple', courier: 'FedEx', cost: 249, dims: [15, 12, 6], weight_lb: 0.6, status: 'SHIPPED', hours: 110, shipment: 'flying', photographed: true },
    { key: 'chair', content: 'Silla de oficina ergonómica', provider: 'Wayfair', courier: 'FedEx', cost: 189.99, dims: [68, 62, 30], weight_lb: 38, status: 'SHIPPED', hours: 300, shipment: 'sailing' },
    { key: 'tv', content: 'Televisor Samsung 55" Crystal UHD', provider: 'Costco', courier: 'UPS', cost: 399.99, dims: [137, 85, 16], weight_lb: 48, status: 'SHIPPED', hours: 450, shipment: 'customs', photographed: true },
    { key: 'camera', content: 'Cámara Canon EOS R50 con lente 18-45 mm', provider: 'B&H Photo', courier: 'UPS', cost: 679, dims: [28, 22, 18], weight_lb: 3.3, status: 'SHIPPED', hours: 220, shipment: 'delivering', photographed: true },
    // Delivered.
    { key: 'books', content: 'Libros y útiles escolares', provider: 'Amazon', courier: 'Amazon Logistics', cost: 112.4, dims: [36, 28, 20], weight_lb: 11.3, status: 'DELIVERED', hours: 420, shipment: 'delivered-air' },
    { key: 'dresses', content: 'Vestidos y accesorios', provider: 'Shein', courier: 'USPS', cost: 78.15, dims: [32, 26, 5], weight_lb: 1.8, status: 'DELIVERED', hours: 400, shipment: 'delivered-air', item_type: 'ENVELOPE' },
    { key: 'tools', content: 'Juego de herramientas Craftsman 230 piezas', provider: 'Home Depot', courier: 'FedEx', cost: 149, dims: [50, 30, 20], weight_lb: 24.5, status: 'DELIVERED', hours: 1420, shipment: 'delivered-ocean' },
    { key: 'microwave', content: 'Microondas Hamilton Beach 1.1 ft³', provider: 'Walmart', courier: 'FedEx', cost: 98, dims: [55, 45, 35], weight_lb: 31, status: 'DELIVERED', hours: 1390, shipment: 'delivered-ocean' },
    { key: 'laptop', content: 'Laptop Lenovo IdeaPad Slim 3 15"', provider: 'Best Buy', courier: 'UPS', cost: 549.99, dims: [50, 32, 8], weight_lb: 5.9, status: 'DELIVERED', hours: 700, shipment: 'delivered-colombia', photographed: true },
    // Never arrived, and returned to the seller.
    { key: 'watch', content: 'Reloj Casio G-Shock GA-2100', provider: 'eBay', courier: 'USPS', cost: 99, dims: [15, 12, 10], weight_lb: 0.8, status: 'NEVER_ARRIVED', hours: 40 * D },
    { key: 'monitor', content: 'Monitor LG 27" UltraGear', provider: 'Amazon', courier: 'UPS', cost: 219.99, dims: [70, 45, 18], weight_lb: 17.2, status: 'CANCELLED', hours: 18 * D, description: 'Devuelto al vendedor a solicitud del cliente (pantalla dañada)' },
  ],
  preAlerts: [
    { package: 'coffee', recipient: 'María Fernanda González', status: 'PENDING', file: 'pdf', arrivingInDays: 2, lines: [['Nespresso Vertuo Pop Coffee Maker, Aqua Mint', 129], ['Nespresso Capsules VertuoLine, Variety Pack, 30 ct', 30]] },
    { package: 'perfume', recipient: 'Carmen Elena Pérez', status: 'PENDING', file: 'pdf', arrivingInDays: 1, lines: [['Carolina Herrera Good Girl Eau de Parfum 2.7 oz', 118], ['Fenty Beauty Gloss Bomb Universal Lip Luminizer', 24.5]] },
    { package: 'ipad', recipient: 'María Fernanda González', status: 'RECEIVED', file: 'png', lines: [] },
    { package: 'airfryer', recipient: 'José Gregorio González', status: 'RECEIVED', file: 'pdf', lines: [] },
    { package: 'switch', recipient: 'María Fernanda González', status: 'RECEIVED', file: 'pdf', lines: [] },
    { package: 'watch', recipient: 'María Fernanda González', status: 'NEVER_ARRIVED', file: 'pdf', lines: [] },
    { courier: 'FedEx', provider: 'Skechers', cost: 74.98, content: 'Zapatos Skechers Go Walk (2 pares)', createdHours: 10, arrivingInDays: 4, recipient: 'Carmen Elena Pérez', status: 'PENDING', file: 'pdf', lines: [['Skechers GO WALK Arch Fit, Women 7.5', 69.99], ['Skechers No-Show Socks 6 pack', 4.99]] },
    { courier: 'Amazon Logistics', provider: 'Amazon', cost: 63.47, content: 'Filamento PLA y repuestos para impresora 3D', createdHours: 26, arrivingInDays: 1, recipient: 'José Gregorio González', status: 'PENDING', file: 'png', lines: [['SUNLU PLA Filament 1.75mm, 2 kg', 39.98], ['Creality Nozzle Kit 0.4mm (10 pcs)', 23.49]] },
  ],
  shipments: [
    { key: 'prep', type: 'air', status: 'PENDING', recipient: 'mother', repack: false, lastEventHours: 5, photos: 2 },
    {
      key: 'confirm', type: 'ocean', status: 'PENDING', recipient: 'brother', repack: false, lastEventHours: 30, photos: 2,
      invoice: { status: 'UNPAID', after: 10, payments: [{ method: 'pago-movil', share: 'rest', status: 'REJECTED', reference: 'Pago Móvil ref. 039871', after: 4 }] },
    },
    {
      key: 'repacked', type: 'air', status: 'PENDING', recipient: 'mother', repack: true, lastEventHours: 70, photos: 3,
      repackedItems: [{ package: 'switch', content: 'Consola Nintendo Switch OLED con estuche (reempacado)', dims: [36, 24, 16], weight_lb: 4.4, item_type: 'BOX', declared_cost: 374.98 }],
      invoice: {
        status: 'PARTIAL', after: 18, payments: [
          { method: 'zelle', share: 0.5, status: 'APPROVED', reference: 'Zelle conf. 7QX4KM2P', after: 2 },
          { method: 'pago-movil', share: 'rest', status: 'PENDING', reference: 'Resto por Pago Móvil, ref. 004512', after: 20 },
        ],
      },
    },
    {
      key: 'ready', type: 'air', status: 'RECEIVED', recipient: 'mother', repack: false, lastEventHours: 10, photos: 2,
      invoice: { status: 'PAID', after: 6, payments: [{ method: 'zelle', share: 'rest', status: 'APPROVED', reference: 'Zelle conf. R2D8LQ4W', after: 3 }] },
    },
    {
      key: 'flying', type: 'air', status: 'IN_TRANSIT', recipient: 'mother', repack: false, lastEventHours: 20, photos: 3,
      invoice: { status: 'PAID', after: 8, payments: [{ method: 'paypal', share: 'rest', status: 'APPROVED', reference: 'PayPal 8WJ41275AB678901C', after: 4 }] },
    },
    {
      key: 'sailing', type: 'ocean', status: 'IN_TRANSIT', recipient: 'brother', repack: false, lastEventHours: 100, photos: 4,
      extraItems: [
        { content: 'Artículos de cocina', dims: [45, 35, 30], weight_lb: 14.2, item_type: 'BOX', declared_cost: 86 },
        { content: 'Ropa de cama', dims: [50, 40, 30], weight_lb: 9.5, item_type: 'BOX', declared_cost: 64 },
        { content: 'Juguetes', dims: [40, 30, 30], weight_lb: 7.8, item_type: 'BOX', declared_cost: 72.5 },
        { content: 'Zapatos y ropa', dims: [45, 35, 25], weight_lb: 11, item_type: 'BOX', declared_cost: 145 },
        { content: 'Lámpara de pie', dims: [120, 30, 30], weight_lb: 12.4, item_type: 'BOX', declared_cost: 59.99 },
      ],
      invoice: { status: 'PARTIAL', after: 12, payments: [{ method: 'bank-transfer', share: 0.6, status: 'APPROVED', reference: 'Wire desde Banesco Panamá', after: 20 }] },
    },
    {
      key: 'customs', type: 'ocean', status: 'IN_CUSTOMS', recipient: 'mother', repack: false, lastEventHours: 48, photos: 3,
      extraItems: [{ content: 'Soporte de pared para TV', dims: [60, 40, 8], weight_lb: 6.2, item_type: 'BOX', declared_cost: 39.99 }],
      invoice: { status: 'UNPAID', after: 20, payments: [] },
    },
    {
      key: 'delivering', type: 'air', status: 'OUT_FOR_DELIVERY', recipient: 'mother', repack: false, lastEventHours: 6, photos: 2,
      invoice: { status: 'PAID', after: 6, payments: [{ method: 'cash', share: 'rest', status: 'APPROVED', reference: 'Pagado en agencia El Rosal, recibo 1187', after: 6 }] },
    },
    {
      key: 'delivered-air', type: 'air', status: 'DELIVERED', recipient: 'mother', repack: false, lastEventHours: 9 * D, photos: 3,
      invoice: { status: 'PAID', after: 6, payments: [{ method: 'pago-movil', share: 'rest', status: 'APPROVED', reference: 'Pago Móvil ref. 118834', after: 5 }] },
    },
    {
      key: 'delivered-ocean', type: 'ocean', status: 'DELIVERED', recipient: 'brother', repack: false, lastEventHours: 35 * D, photos: 4,
      extraItems: [
        { content: 'Vajilla y utensilios de cocina', dims: [50, 40, 40], weight_lb: 22, item_type: 'BOX', declared_cost: 120 },
        { content: 'Ropa y calzado', dims: [60, 40, 40], weight_lb: 18.5, item_type: 'BOX', declared_cost: 210 },
        { content: 'Electrodomésticos pequeños (consolidado)', dims: [120, 100, 90], weight_lb: 185, item_type: 'PALLET', declared_cost: 640 },
      ],
      invoice: {
        status: 'PAID', after: 6, payments: [
          { method: 'zelle', share: 0.5, status: 'APPROVED', reference: 'Zelle conf. 9HT2PX7M', after: 6 },
          { method: 'bank-transfer', share: 'rest', status: 'APPROVED', reference: 'ACH Bank of America, resto de la factura', after: 30 },
        ],
      },
    },
    {
      key: 'delivered-colombia', type: 'air', status: 'DELIVERED', recipient: 'friend', repack: false, lastEventHours: 21 * D, photos: 2,
      invoice: { status: 'PAID', after: 4, payments: [{ method: 'bank-transfer', share: 'rest', status: 'APPROVED', reference: 'Transferencia Bancolombia', after: 4 }] },
    },
    {
      key: 'cancelled', type: 'air', status: 'CANCELLED', recipient: 'friend', repack: false, lastEventHours: 14 * D, photos: 2,
      extraItems: [{ content: 'Bicicleta plegable (cancelado por el cliente)', dims: [90, 35, 70], weight_lb: 29, item_type: 'BOX', declared_cost: 329 }],
    },
  ],
  // Some seen, the newest not yet (docs/product.md#notices).
  notices: [
    { kind: 'PACKAGE_RECEIVED', package: 'airfryer', read: true },
    { kind: 'INVOICE_ISSUED', invoice: 'inv-customs', read: true },
    { kind: 'SHIPMENT_STATUS', shipment: 'customs', status: 'IN_CUSTOMS', read: true },
    { kind: 'PAYMENT_APPROVED', invoice: 'inv-repacked', payment: 0, read: true },
    { kind: 'SHIPMENT_STATUS', shipment: 'flying', status: 'IN_TRANSIT', read: true },
    { kind: 'PAYMENT_REJECTED', invoice: 'inv-confirm', payment: 0, note: 'La referencia no coincide con ningún pago recibido en la cuenta.', read: false },
    { kind: 'SHIPMENT_STATUS', shipment: 'delivering', status: 'OUT_FOR_DELIVERY', read: false },
    { kind: 'PACKAGE_RECEIVED', package: 'ipad', read: false },
    { kind: 'PACKAGE_RECEIVED', package: 'sheets', read: false },
  ],
  looseInvoices: [
    {
      key: 'storage', createdHours: 25 * D, status: 'PAID',
      lines: [{ description: 'Almacenaje días 31–40 / Storage days 31–40', quantity: 10, unit_price: 0.5 }],
      payments: [{ method: 'zelle', share: 'rest', status: 'APPROVED', reference: 'Zelle conf. 3MN8ZQ1T', after: 20 }],
    },
  ],
};
