// Money as docs/product.md#money shows it: `US$ 1,217.00` in English, `1.217,00 US$` in Spanish.
import { describe, expect, it } from 'vitest';
import { currencyFirst, formatAmountInput, formatMoney, parseAmount, usdFormat } from '../../src/lib/money.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money formats', () => {
  it.each([
    ['en', 1217, 'US$ 1,217.00'],
    ['es', 1217, '1.217,00 US$'],
    ['en', 170.77, 'US$ 170.77'],
    ['es', 170.77, '170,77 US$'],
    ['en', 0, 'US$ 0.00'],
    ['es', 1234567.891, '1.234.567,89 US$'],
    ['en', -45.5, '-US$ 45.50'],
    ['es', -45.5, '-45,50 US$'],
  ])('%s: %d is %s', (locale, amount, text) => {
    expect(plain(usdFormat(locale).format(amount))).toBe(text);
  });

  it('keeps the number and its currency on one line (a no-break space)', () => {
    expect(usdFormat('en').format(1217)).toBe('US$\u00a01,217.00');
    expect(usdFormat('es').format(1217)).toBe('1.217,00\u00a0US$');
  });

  it('names another currency as the language does, grouped the same way', () => {
    expect(plain(formatMoney('en', 1217, 'EUR'))).toBe('€ 1,217.00');
    expect(plain(formatMoney('es', 1217, 'EUR'))).toBe('1.217,00 €');
  });
});

describe('amounts as typed', () => {
  // What each language reads as an amount, by the text typed.
  const READ: Record<string, Record<string, number>> = {
    es: { '1.217,50': 1217.5, '1217,5': 1217.5, ' 170,77 ': 170.77, '1.234.567': 1234567, '12,': 12, '0,01': 0.01, '0': 0 },
    en: { '1,217.50': 1217.5, '1217.5': 1217.5, '170.77': 170.77, '1,234,567.89': 1234567.89, '49': 49 },
  };
  // The other language's format, two decimal separators, more than 2 decimals, a group of other
  // than 3 digits, a sign, letters, an exponent, a currency, no whole part, nothing.
  const REFUSED: Record<string, string[]> = {
    es: ['170.77', '1,217.50', '1.217,50,3', '12,345', '12.34,5', '-45,50'],
    en: ['1.217,50', '1.2.3', '19.999', '1,21', '-45.50', '+45', '12abc', '1e3', 'US$ 10', '.5', ''],
  };
  // As an amount field shows it: grouped, 2 decimals.
  const SHOWN: Record<string, Record<string, number>> = {
    es: { '1.217,50': 1217.5, '170,77': 170.77, '0,50': 0.5 },
    en: { '1,217.50': 1217.5, '49.99': 49.99 },
  };

  it.each(['es', 'en'])('%s: reads its own format and refuses anything else', (locale) => {
    for (const [text, amount] of Object.entries(READ[locale]!)) expect(parseAmount(locale, text), text).toBe(amount);
    for (const text of REFUSED[locale]!) expect(parseAmount(locale, text), text).toBeNull();
  });

  it.each(['es', 'en'])('%s: shows an amount in a field in its format, which reads back', (locale) => {
    for (const [text, amount] of Object.entries(SHOWN[locale]!)) {
      expect(formatAmountInput(locale, amount)).toBe(text);
      expect(parseAmount(locale, text)).toBe(amount);
    }
  });

  it('puts US$ where the language does', () => {
    expect(currencyFirst('en')).toBe(true);
    expect(currencyFirst('es')).toBe(false);
  });
});
