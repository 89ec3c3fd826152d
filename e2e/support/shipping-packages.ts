// The demo customer's packages in the warehouse, shared out among the specs that request
// shipments on the shipping server: they run side by side, and a package one of them requests is
// taken for the others until it is cancelled.
export const SHIPPING_PACKAGES = {
  /** The consolidation journey: three packages by air, insured (e2e/shipping/consolidation.spec.ts). */
  journey: ['Freidora de aire Ninja 5.5 qt', 'Zapatos deportivos Nike Air Zoom Pegasus 41', 'Ropa de mujer (5 piezas)'],
  /** The consolidation UI paths (e2e/paths/consolidation.spec.ts). */
  paths: ['Fundas y cargadores para teléfono', 'Bomba de agua para Toyota Corolla 2014'],
  /** A requested shipment made through the API (e2e/shipping/requested-shipments.spec.ts). */
  requested: ['Audífonos Sony WH-1000XM5', 'Vitaminas y suplementos (6 frascos)'],
} as const;
