// Small pieces of text the catalogs build messages from.

/** 10000000 -> "10"; sizes are decimal megabytes, as the limits are written. */
export const megabytes = (bytes: number) => String(Math.round((bytes / 1_000_000) * 10) / 10);

/** ["JPEG", "PNG", "PDF"] with "or" -> "JPEG, PNG or PDF". */
export function list(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** The label of a status key; an unknown key is shown as it is. */
export const labelOf = (labels: Record<string, string>, key: string) => (Object.hasOwn(labels, key) ? labels[key]! : key);
