// Phones as docs/product.md#phone-numbers shows them: international, `+58 412-1234567`; anything else as it was.
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../src/lib/phone.ts';
import { telHref } from '../../src/lib/tel-href.ts';

describe('formatPhone', () => {
  it('shows a number in international format, whichever way it was stored', () => {
    // A Venezuelan mobile and landline, a US number, a Colombian mobile.
    const E164 = { '+584121234567': '+58 412-1234567', '+582124816230': '+58 212-4816230', '+13055550100': '+1 305-555-0100', '+573104567812': '+57 310 4567812' };
    for (const [value, shown] of Object.entries(E164)) expect(formatPhone(value)).toBe(shown);
    expect(formatPhone(' +58 (412) 123 45 67 ')).toBe('+58 412-1234567');
    expect(formatPhone('+58 412-1234567')).toBe('+58 412-1234567');
  });

  it('leaves anything that is not a possible number as it was, trimmed', () => {
    // Words, markup with digits, a national number (no country to read it in), too short, nothing.
    const NOT_PHONES = [' call me ', '<img src=x onerror="f(1)">', '0414-555-0123', '+5841', '', '   '];
    for (const value of NOT_PHONES) expect(formatPhone(value)).toBe(value.trim());
  });

  it('dials the digits and the + only', () => {
    expect(telHref('+58 412-1234567')).toBe('tel:+584121234567');
  });
});
