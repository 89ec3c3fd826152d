/** What the screens need of a money format: one amount in, its text out. */
export type MoneyFormat = { format(amount: number): string };

const NO_BREAK_SPACE = '\u00a0';

/**
 * Amounts in `currency` (USD unless a payment method says otherwise), in the language's format
 * (decisions §1): `US$ 1,217.00` in English, `1.217,00 US$` in Spanish. Thousands are always
 * grouped (Spanish would group only from 10,000 on), and the dollar is US$ in both languages, so a
 * customer abroad never takes it for their own peso.
 */
export function moneyFormat(locale: string, currency = 'USD'): MoneyFormat {
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

/** Amounts in USD, the contract's money (decisions §2). */
export const usdFormat = (locale: string) => moneyFormat(locale);

export const formatMoney = (locale: string, amount: number, currency = 'USD') => moneyFormat(locale, currency).format(amount);
