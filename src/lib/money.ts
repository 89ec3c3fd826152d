/** Amounts in `currency` (USD unless a payment method says otherwise), in the language's format. */
export const moneyFormat = (locale: string, currency = 'USD') => new Intl.NumberFormat(locale, { style: 'currency', currency });

/** Amounts in USD, the contract's money (decisions §2). */
export const usdFormat = (locale: string) => moneyFormat(locale);

export const formatMoney = (locale: string, amount: number, currency = 'USD') => moneyFormat(locale, currency).format(amount);
