// What a quote and a consolidation request read besides their bodies: the rate of a country and
// service, and the customer's packages as pieces. Refusals are FAILED_VALIDATION on their field.
import { and, eq, inArray } from 'drizzle-orm';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import type { QuoteService } from '../../src/api/contract/quotes.ts';
import type { Db } from '../db/open.ts';
import { packages, shippingRates } from '../db/schema.ts';
import { fitsInt4 } from '../http/validate.ts';
import type { Messages } from '../i18n/messages.ts';
import { KG_PER_LB } from '../serializers/measures.ts';
import type { QuotePiece, ServiceRate } from './quote.ts';

/** The country's rate for the service, or none (FAILED_VALIDATION on `field`). */
export async function rateFor(db: Db, countryId: number, service: QuoteService): Promise<ServiceRate | undefined> {
  if (!fitsInt4(countryId)) return undefined;
  const [row] = await db
    .select()
    .from(shippingRates)
    .where(and(eq(shippingRates.country_id, countryId), eq(shippingRates.service, service)));
  return row && { rate: row.rate, transit_days: { min: row.transit_days_min, max: row.transit_days_max } };
}

type Options = { declared_value?: number | null; insurance?: boolean };

/** Insurance covers a declared value: both or neither. */
export function insuranceErrors({ declared_value, insurance }: Options, t: Messages): FieldErrors {
  const hasValue = declared_value !== undefined && declared_value !== null;
  if (insurance && !hasValue) return { declared_value: [t.validation.insuranceNeedsValue] };
  if (!insurance && hasValue) return { declared_value: [t.validation.valueNeedsInsurance] };
  return {};
}

/** The insured value, when insurance is asked (insuranceErrors has checked the pair). */
export const insuredValue = ({ declared_value, insurance }: Options): number | null => (insurance ? (declared_value ?? null) : null);

export type PackageRow = typeof packages.$inferSelect;

/** A package as a piece of the quote: its measures, its pounds in kilograms. */
export const pieceOf = (p: PackageRow): QuotePiece => ({
  length_cm: p.length_cm,
  width_cm: p.width_cm,
  height_cm: p.height_cm,
  weight_kg: p.weight_lb * KG_PER_LB,
});

/** The customer's packages among `ids` (another customer's are simply missing). */
export function ownPackages(db: Db, clientId: number, ids: readonly number[]) {
  const valid = ids.filter(fitsInt4);
  if (valid.length === 0) return Promise.resolve([] as PackageRow[]);
  return db.select().from(packages).where(and(eq(packages.client_id, clientId), inArray(packages.id, valid)));
}

/** Each id once, in the order given. */
export const distinctIds = (ids: readonly number[]) => [...new Set(ids)];

/** `package_ids` errors: a package missing from the account, or (for a shipment) not free to ship. */
export function packageErrors(ids: readonly number[], found: readonly PackageRow[], t: Messages, { toShip }: { toShip: boolean }): FieldErrors {
  const byId = new Map(found.map((p) => [p.id, p]));
  const texts = ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [t.validation.packageNotFound(id)];
    if (!toShip) return [];
    if (p.status !== 'IN_WAREHOUSE') return [t.validation.packageNotInWarehouse(id)];
    if (p.shipment_id !== null) return [t.validation.packageInShipment(id)];
    return [];
  });
  return texts.length ? { package_ids: texts } : {};
}
