import { describe, expect, it } from 'vitest';
import { phoneCountryLabels } from '../../src/ui/forms/phone-country-labels.ts';

// docs/product.md#words: the phone's country list never shows "Congo" twice.
describe("the phone field's country names", () => {
  it('tell the two Congos apart in both languages', () => {
    expect([phoneCountryLabels('es').CG, phoneCountryLabels('es').CD]).toEqual(['Congo', 'República Democrática del Congo']);
    expect([phoneCountryLabels('en').CG, phoneCountryLabels('en').CD]).toEqual(['Congo (Brazzaville)', 'Congo (Kinshasa)']);
  });

  it('name every other country once, as the library does', () => {
    for (const locale of ['es', 'en']) {
      const labels = phoneCountryLabels(locale);
      const names = Object.entries(labels).filter(([code]) => /^[A-Z]{2}$/.test(code)).map(([, name]) => name);
      expect(new Set(names).size, locale).toBe(names.length);
    }
    expect(phoneCountryLabels('es').VE).toBe('Venezuela');
    expect(phoneCountryLabels('en').DE).toBe('Germany');
  });
});
