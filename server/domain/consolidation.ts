// What a quote and a consolidation request read besides their bodies: the rate of a country and
// service, the customer's packages as pieces, and which packages can be shipped (decided here
// only: the packages list's flag and filter read it too). Refusals are FAILED_VALIDATION on their field.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import type { PackageStatus } from '../../src/api/contract/packages.ts';
import type { QuoteService } from '../../src/api/contract/quotes.ts';
import type { Db } from '../db/open.ts';
import { packages, shippingRates } from '../db/schema.ts';
import { fitsInt4 } from '../foundation/validate.ts';
import type { Messages } from '../i18n/messages.ts';
import { KG_PER_LB } from '../../src/api/contract/limits.ts';
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

/** The insured value, when insurance is asked (the contract's insuranceRule has checked the pair). */
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

/** The status a package waits in, in the warehouse, for a consolidation request. */
const SHIPPABLE_STATUS = 'IN_WAREHOUSE' satisfies PackageStatus;

/**
 * Why a package cannot go into a consolidation request (docs/product.md#consolidation-requests):
 * not in the warehouse, or already in a shipment; null when it can.
 */
function whyNotShippable(p: Pick<PackageRow, 'status' | 'shipment_id'>): 'notInWarehouse' | 'inShipment' | null {
  if (p.status !== SHIPPABLE_STATUS) return 'notInWarehouse';
  if (p.shipment_id !== null) return 'inShipment';
  return null;
}

/** The package can go into a consolidation request: the flag the package resource carries. */
export const isShippable = (p: Pick<PackageRow, 'status' | 'shipment_id'>) => whyNotShippable(p) === null;

/** isShippable as a filter of the packages list (GET api/packages?shippable=1); a test holds the two together. */
export const shippableSql = and(eq(packages.status, SHIPPABLE_STATUS), isNull(packages.shipment_id));

/** `package_ids` errors: a package missing from the account, or (for a shipment) not free to ship. */
export function packageErrors(ids: readonly number[], found: readonly PackageRow[], t: Messages, { toShip }: { toShip: boolean }): FieldErrors {
  const byId = new Map(found.map((p) => [p.id, p]));
  const texts = ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [t.validation.packageNotFound(id)];
    if (!toShip) return [];
    const why = whyNotShippable(p);
    if (why === 'notInWarehouse') return [t.validation.packageNotInWarehouse(id)];
    if (why === 'inShipment') return [t.validation.packageInShipment(id)];
    return [];
  });
  return texts.length ? { package_ids: texts } : {};
}
