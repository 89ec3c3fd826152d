/** The lines of the address, in the order stores' forms ask for them (docs/product.md#locker-address). */
const LOCKER_LINE_KEYS = ['name', 'line1', 'line2', 'cityStateZip', 'country', 'phone'] as const;
export type LockerLineKey = (typeof LOCKER_LINE_KEYS)[number];

type LockerLine = { key: LockerLineKey; value: string };

/** The customer's own US address: the warehouse's, addressed to the customer and their locker. */
export type LockerAddress = {
  /** The warehouse's first address line (its name), shown as the card's heading. */
  title: string;
  /** Only the lines that have a value, in LOCKER_LINE_KEYS' order. */
  lines: LockerLine[];
};

export type LockerOwner = { name: string; last_name: string; locker: string };

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Builds the address as stores' forms ask for it, from the warehouse's text (lines split by
 * newlines: its title, its street lines, then "city, state ZIP" and the country): the customer's
 * name; the street as line 1; the locker code alone as line 2, where stores do not cut it short as
 * they cut a long name; city, state and ZIP; the country; and the warehouse's US phone, when the
 * company has one.
 */
export function buildLockerAddress(warehouseAddress: string, owner: LockerOwner, phone = ''): LockerAddress {
  const [title = '', ...rest] = warehouseAddress.split(/\r?\n/).map(clean).filter(Boolean);
  // With three lines or more the last two are the city's and the country's; with fewer, the street comes first.
  const cityAt = rest.length >= 3 ? rest.length - 2 : 1;
  const values: Record<LockerLineKey, string> = {
    name: clean(`${owner.name} ${owner.last_name}`),
    line1: rest.slice(0, cityAt).join(', '),
    line2: clean(owner.locker),
    cityStateZip: rest[cityAt] ?? '',
    country: rest.length >= 3 ? (rest.at(-1) ?? '') : '',
    phone: clean(phone),
  };
  return { title, lines: LOCKER_LINE_KEYS.filter((key) => values[key] !== '').map((key) => ({ key, value: values[key] })) };
}

/** The whole address to paste, a line each (a form with one address box takes it as it is). */
export const allLines = (address: LockerAddress): string => address.lines.map((line) => line.value).join('\n');
