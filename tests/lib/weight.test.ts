import { describe, expect, it } from 'vitest';
import { weightFormat } from '../../src/lib/weight.ts';

// Kilograms with pounds beside them (docs/product.md#weights). Spaces are compared as plain ones:
// a number and its unit are joined by a no-break space.
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('weightFormat', () => {
  it('writes a weight in kg with its pounds, in the language’s numbers', () => {
    expect(plain(weightFormat('es').fromKg(2.5))).toBe('2,5 kg (5,5 lb)');
    expect(plain(weightFormat('en').fromKg(2.5))).toBe('2.5 kg (5.5 lb)');
    expect(plain(weightFormat('es').fromKg(1234.567))).toBe('1234,57 kg (2721,8 lb)');
    expect(plain(weightFormat('en').fromKg(1234.567))).toBe('1,234.57 kg (2,721.8 lb)');
  });

  it('writes a weight the warehouse gave in pounds in kg first, its pounds kept', () => {
    expect(plain(weightFormat('es').fromLb(5.51))).toBe('2,5 kg (5,51 lb)');
    expect(plain(weightFormat('en').fromLb(12.35))).toBe('5.6 kg (12.35 lb)');
    expect(plain(weightFormat('es').fromLb(0))).toBe('0 kg (0 lb)');
  });

  it('never parts a number from its unit', () => {
    expect(weightFormat('es').fromKg(2.5)).toBe('2,5\u00a0kg (5,5\u00a0lb)');
  });
});
