// Money as decisions §1 shows it: `US$ 1,217.00` in English, `1.217,00 US$` in Spanish.
import { describe, expect, it } from 'vitest';
import { formatMoney, usdFormat } from '../../src/lib/money.ts';

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
