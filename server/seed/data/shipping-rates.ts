// The demo rates (docs/product.md#the-quote): USD per billable kg by air, per ft³ by ocean; transit in days.
export type RateSeed = { iso_code: string; air: number; ocean: number };

export const AIR_TRANSIT_DAYS = { min: 3, max: 7 };
export const OCEAN_TRANSIT_DAYS = { min: 15, max: 30 };

export const SHIPPING_RATES: readonly RateSeed[] = [
  { iso_code: 'VE', air: 9.9, ocean: 22 },
  { iso_code: 'CO', air: 8.5, ocean: 18 },
  { iso_code: 'PE', air: 9.2, ocean: 21 },
  { iso_code: 'EC', air: 8.9, ocean: 20 },
  { iso_code: 'PA', air: 7.5, ocean: 16 },
  { iso_code: 'DO', air: 7.9, ocean: 17 },
];
