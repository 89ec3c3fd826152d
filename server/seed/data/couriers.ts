/** The carriers that deliver to the Miami warehouse, as the pre-alert form lists them. */
export const US_COURIERS = [
  'USPS',
  'UPS',
  'FedEx',
  'DHL',
  'Amazon Logistics',
  'OnTrac',
  'LaserShip',
  'Veho',
  'UniUni',
] as const;

export type CourierName = (typeof US_COURIERS)[number];
