// The company's catalogue, seeded in any mode (docs/product.md#production): geography, carriers, the
// warehouse, payment methods, departures, site content; a start the company then edits.
import type { Db } from '../db/open.ts';
import {
  agents, appSettings, cities, countries, departures, faqs, paymentMethods, siteTexts, states, usCouriers, warehouses,
} from '../db/schema.ts';
import { COUNTRIES } from './data/geo.ts';
import { US_COURIERS } from './data/couriers.ts';
import { WAREHOUSE } from './data/warehouse.ts';
import { PAYMENT_METHODS } from './data/payment-methods.ts';
import { FAQ_EN, FAQ_ES } from './data/faq.ts';
import { TERMS_EN, TERMS_ES } from './data/terms.ts';
import { AGENTS } from './data/agents.ts';
import { APP_SETTINGS, DEMO_LOCKER_PHONE } from './data/app-settings.ts';
import { airDepartures, oceanDepartures } from './lib/departures.ts';
import { batches } from './lib/batch.ts';

type PlaceIds = { country_id: number; state_id: number; city_id: number };

/** Ids of the reference rows, by the names the customer specs use. */
export type Refs = {
  place(country: string, state: string, city: string): PlaceIds;
  courier(name: string): number;
  warehouseId: number;
  paymentMethod(key: string): number;
};

function lookup<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return value;
}

export async function seedReference(db: Db, now: Date, demo: boolean): Promise<Refs> {
  const countryRows = await db.insert(countries)
    .values(COUNTRIES.map(({ iso_code, name_es, name_en }) => ({ iso_code, name_es, name_en })))
    .returning({ id: countries.id, iso_code: countries.iso_code });
  const countryId = new Map(countryRows.map((r) => [r.iso_code, r.id]));

  const stateValues = COUNTRIES.flatMap((c) =>
    Object.keys(c.states).map((name) => ({ country_id: lookup(countryId, c.iso_code, 'country'), name })));
  const stateId = new Map<string, number>();
  for (const batch of batches(stateValues)) {
    const rows = await db.insert(states).values(batch).returning({ id: states.id, country_id: states.country_id, name: states.name });
    for (const r of rows) stateId.set(`${r.country_id}|${r.name}`, r.id);
  }

  const cityValues = COUNTRIES.flatMap((c) => {
    const cid = lookup(countryId, c.iso_code, 'country');
    return Object.entries(c.states).flatMap(([state, names]) =>
      names.map((name) => ({ state_id: lookup(stateId, `${cid}|${state}`, 'state'), name })));
  });
  const cityId = new Map<string, number>();
  for (const batch of batches(cityValues, 500)) {
    const rows = await db.insert(cities).values(batch).returning({ id: cities.id, state_id: cities.state_id, name: cities.name });
    for (const r of rows) cityId.set(`${r.state_id}|${r.name}`, r.id);
  }

  const courierRows = await db.insert(usCouriers).values(US_COURIERS.map((name) => ({ name })))
    .returning({ id: usCouriers.id, name: usCouriers.name });
  const courierId = new Map(courierRows.map((r) => [r.name, r.id]));

  const [warehouse] = await db.insert(warehouses).values({ ...WAREHOUSE }).returning({ id: warehouses.id });
  if (!warehouse) throw new Error('seed: warehouse not inserted');

  const methodRows = await db.insert(paymentMethods)
    .values(PAYMENT_METHODS.map(({ key: _key, ...fields }) => fields))
    .returning({ id: paymentMethods.id, position: paymentMethods.position });
  const methodId = new Map(methodRows.map((r) => {
    const method = PAYMENT_METHODS.find((m) => m.position === r.position);
    if (!method) throw new Error('seed: payment method lost');
    return [method.key, r.id];
  }));

  await db.insert(departures).values(COUNTRIES.flatMap((c, n) => {
    const country_id = lookup(countryId, c.iso_code, 'country');
    return [
      ...airDepartures(now, n).map((departure_at) => ({ country_id, shipment_type: 'air', departure_at })),
      ...oceanDepartures(now, n).map((departure_at) => ({ country_id, shipment_type: 'ocean', departure_at })),
    ];
  }));

  await db.insert(faqs).values([
    ...FAQ_ES.map((f, i) => ({ language: 'es', position: i + 1, ...f })),
    ...FAQ_EN.map((f, i) => ({ language: 'en', position: i + 1, ...f })),
  ]);
  await db.insert(siteTexts).values([
    { key: 'terms', language: 'es', value: TERMS_ES },
    { key: 'terms', language: 'en', value: TERMS_EN },
  ]);
  await db.insert(agents).values(AGENTS.map(({ country, ...a }) => ({ country_id: lookup(countryId, country, 'country'), ...a })));
  await db.insert(appSettings).values({ id: 1, data: { ...APP_SETTINGS, lockerPhone: demo ? DEMO_LOCKER_PHONE : '' } });

  return {
    place(country, state, city) {
      const country_id = lookup(countryId, country, 'country');
      const state_id = lookup(stateId, `${country_id}|${state}`, 'state');
      return { country_id, state_id, city_id: lookup(cityId, `${state_id}|${city}`, 'city') };
    },
    courier: (name) => lookup(courierId, name, 'courier'),
    warehouseId: warehouse.id,
    paymentMethod: (key) => lookup(methodId, key, 'payment method'),
  };
}
