/** What the screens need of a money format: one amount in, its text out. */
export type MoneyFormat = { format(amount: number): string };

const NO_BREAK_SPACE = '\u00a0';

/**
 * Amounts in `currency` (USD unless a payment method says otherwise), in the language's format
 * (docs/product.md#money): `US$ 1,217.00` in English, `1.217,00 US$` in Spanish. Thousands are always
 * grouped (Spanish would group only from 10,000 on), and the dollar is US$ in both languages, so a
 * customer abroad never takes it for their own peso.
 */
function moneyFormat(locale: string, currency = 'USD'): MoneyFormat {
  const number = new Intl.NumberFormat(locale, { style: 'currency', currency, useGrouping: 'always' });
  return {
    format(amount) {
      const parts = number.formatToParts(amount);
      return parts
        .map((part, i) => {
          if (part.type !== 'currency') return part.value;
          const symbol = currency === 'USD' ? 'US$' : part.value;
          // A symbol before the number gets a space of its own: "US$ 1,217.00", not "US$1,217.00".
          const next = parts[i + 1];
          return next && next.type !== 'literal' ? `${symbol}${NO_BREAK_SPACE}` : symbol;
        })
        .join('');
    },
  };
}

/** Amounts in USD, the contract's money (docs/product.md#requests). */
export const usdFormat = (locale: string) => moneyFormat(locale);

export const formatMoney = (locale: string, amount: number, currency = 'USD') => moneyFormat(locale, currency).format(amount);

/** The decimal and grouping signs of a language's numbers: `.` and `,` in English, `,` and `.` in Spanish. */
function numberSigns(locale: string) {
  const parts = new Intl.NumberFormat(locale, { useGrouping: 'always' }).formatToParts(1234.5);
  const sign = (type: Intl.NumberFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return { decimal: sign('decimal'), group: sign('group') };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount as typed in the language's format (`1.217,50` or `1217,5` in Spanish, `1,217.50` or
 * `1217.5` in English): its number, or null when it is not one (letters, a sign, the other
 * language's decimal separator, a thousands group of other than 3 digits, more than 2 decimals).
 * `170.77` in Spanish is refused rather than read as 17077: a dot there is never a decimal point.
 */
export function parseAmount(locale: string, text: string): number | null {
  const { decimal, group } = numberSigns(locale);
  const [g, d] = [escapeRegExp(group), escapeRegExp(decimal)];
  const match = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d{0,2}))?$`).exec(text.trim());
  if (!match) return null;
  const [, whole = '', cents = ''] = match;
  return Number(`${whole.replaceAll(group, '')}.${cents || '0'}`);
}

/** An amount as an amount field shows it: the language's format, grouped, 2 decimals (`1.217,50`). */
export const formatAmountInput = (locale: string, amount: number): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(amount);

/** Whether the language writes the currency before the amount (`US$ 1,217.00`), not after (`1.217,00 US$`). */
export const currencyFirst = (locale: string): boolean => usdFormat(locale).format(0).startsWith('US$');
