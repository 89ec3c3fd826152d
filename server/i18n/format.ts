// Small pieces of text the catalogs build messages from.
import { KG_PER_LB, type Language } from '../../src/api/contract/limits.ts';

/** 10000000 -> "10"; sizes are decimal megabytes, as the limits are written. */
export const megabytes = (bytes: number) => String(Math.round((bytes / 1_000_000) * 10) / 10);

/** 1234.5 -> "1,234.50" (en) or "1.234,50" (es); written by hand: the first Intl call is slow. */
export function usd(amount: number, lang: Language): string {
  const [group, decimal] = lang === 'en' ? [',', '.'] : ['.', ','];
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${amount < 0 ? '-' : ''}${whole}${decimal}${String(cents % 100).padStart(2, '0')}`;
}

/** ["JPEG", "PNG", "PDF"] with "or" -> "JPEG, PNG or PDF". */
export function list(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** The label of a status key; an unknown key is shown as it is. */
export const labelOf = (labels: Record<string, string>, key: string) => (Object.hasOwn(labels, key) ? labels[key]! : key);

/** 1217 -> "US$ 1,217.00" (en) or "1.217,00 US$" (es), as the portal writes money (docs/product.md#money). */
export const dollars = (amount: number, lang: Language) => (lang === 'en' ? `US$ ${usd(amount, 'en')}` : `${usd(amount, 'es')} US$`);

/**
 * "2026-11-27" -> "27/11/2026" (es) or "11/27/2026" (en) (docs/product.md#dates-and-times): a
 * calendar date, read from its digits, so no time zone moves it.
 */
export function calendarDate(isoDate: string, lang: Language): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return lang === 'en' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/**
 * 2.5 -> "2,5 kg (5,5 lb)" (es), as the portal writes a package's weight (docs/product.md#weights):
 * the kilograms the server gives with their 2 decimals, the pounds converted to 1.
 */
export function kilograms(kg: number, lang: Language): string {
  const number = (value: number, digits: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value);
  return `${number(kg, 2)}\u00a0kg (${number(kg / KG_PER_LB, 1)}\u00a0lb)`;
}
