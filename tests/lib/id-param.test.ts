// A detail address's id is checked before any call: /home/package/abc never asks for api/packages/NaN.
import { describe, expect, it } from 'vitest';
import { parseId } from '../../src/lib/id-param.ts';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('takes %j as %i', (value, id) => {
    expect(parseId(value)).toBe(id);
  });

  it.each([undefined, '', 'abc', 'NaN', '0', '-1', '+1', '1.5', '1e3', '01', ' 1', '1 ', '2147483648', '99999999999', '٣'])(
    'refuses %j',
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );
});
