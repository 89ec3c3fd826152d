/** The customer's own US address: the warehouse's, addressed to the customer and their locker. */
export type LockerAddress = {
  /** The warehouse's first address line (its name), shown as the card's heading. */
  title: string;
  /** What a shop needs: "<name> <last name> <locker>", then the warehouse's street lines. */
  lines: string[];
};

export type LockerOwner = { name: string; last_name: string; locker: string };

/**
 * Builds the address as forwarders do: the warehouse's lines (split by newlines; the first is its
 * title), with the customer's name and locker code as the addressee, e.g. "María González CAS-10001".
 */
export function buildLockerAddress(warehouseAddress: string, owner: LockerOwner): LockerAddress {
  const [title = '', ...street] = warehouseAddress
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const addressee = [owner.name, owner.last_name, owner.locker]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return { title, lines: addressee ? [addressee, ...street] : street };
}

/** The address on one line, to paste into a shop's form: lines joined with ", ". */
export function oneLineAddress(address: LockerAddress): string {
  return address.lines
    .map((line) => line.replace(/\s+/g, ' ').replace(/[,\s]+$/, ''))
    .filter(Boolean)
    .join(', ');
}
