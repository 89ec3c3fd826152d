import { describe, expect, it } from 'vitest';
import { pluralForm } from '../../src/lib/plural-form.ts';

describe('pluralForm', () => {
  it('is "one" for exactly one, in both languages, and "other" for none and for more', () => {
    for (const locale of ['es', 'en']) {
      expect(pluralForm(locale, 1), locale).toBe('one');
      expect(pluralForm(locale, 0), locale).toBe('other');
      expect(pluralForm(locale, 2), locale).toBe('other');
      expect(pluralForm(locale, 23), locale).toBe('other');
    }
  });
});
