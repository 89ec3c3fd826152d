// Tracking numbers in each carrier's real format, check digits included where the format has one.
import type { CourierName } from '../data/couriers.ts';
import type { Rng } from './random.ts';

const digitsOf = (s: string) => [...s].map(Number);

/** UPS: 1Z + 6-character shipper + 2-digit service + 7 digits + a check digit (18 characters). */
function ups(rng: Rng): string {
  const body = rng.alnum(6) + rng.pick(['01', '02', '03', '12', '13']) + rng.digits(7);
  let sum = 0;
  [...body].forEach((c, i) => {
    const n = /\d/.test(c) ? Number(c) : (c.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? n * 2 : n;
  });
  return `1Z${body}${(10 - (sum % 10)) % 10}`;
}

/** USPS: 22 digits starting 9400 (Priority/First-Class) with the mod-10 (3-1 weights) check digit. */
function usps(rng: Rng): string {
  const body = rng.pick(['9400111', '9400110', '9405511', '9205590']) + rng.digits(14);
  let sum = 0;
  digitsOf(body).reverse().forEach((d, i) => { sum += i % 2 === 0 ? d * 3 : d; });
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** FedEx Express: 12 digits, the last a check digit (weights 1,3,7 from the right, mod 11). */
function fedex(rng: Rng): string {
  const body = String(rng.int(2, 7)) + rng.digits(10);
  const weights = [1, 3, 7];
  let sum = 0;
  digitsOf(body).reverse().forEach((d, i) => { sum += d * (weights[i % 3] ?? 1); });
  return `${body}${(sum % 11) % 10}`;
}

/** DHL Express waybill: 10 digits, the last the first nine mod 7. */
function dhl(rng: Rng): string {
  const body = String(rng.int(1, 9)) + rng.digits(8);
  return `${body}${Number(body) % 7}`;
}

export function trackingFor(courier: CourierName, rng: Rng): string {
  switch (courier) {
    case 'UPS': return ups(rng);
    case 'USPS': return usps(rng);
    case 'FedEx': return fedex(rng);
    case 'DHL': return dhl(rng);
    case 'Amazon Logistics': return `TBA${rng.int(3, 4)}${rng.digits(11)}`;
    case 'OnTrac': return `D1${rng.digits(13)}`;
    case 'LaserShip': return `1LS${rng.digits(4)}${rng.alnum(8)}`;
    case 'Veho': return `VH${rng.alnum(10)}`;
    case 'UniUni': return `UUS${rng.digits(16)}`;
  }
}
