// @vitest-environment jsdom
// What a consolidation request opens with (docs/product.md#steps-and-history): the address's step and
// choices, and the options the tab kept for a reload. Anything else in either, a hand-edited address
// or a stored value of another version, is left out: the flow then opens as if it were not there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_OPTIONS } from '../../../machines/consolidation.ts';
import { inputOf } from '../../../src/features/consolidation/consolidation-address.ts';
import { forgetKeptOptions, keepOptions, readKeptOptions } from '../../../src/features/consolidation/kept-options.ts';

const KEY = 'casillero:consolidation-options';
const kept = { insurance: true, declaredValue: 300, repack: false, notes: 'Frágil: no apilar.' };
const address = (query: string) => new URLSearchParams(query);

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the address of a consolidation request', () => {
  it('gives the step, the choices and the options kept when it is a step’s', () => {
    expect(inputOf(address('?step=review&packages=3,1&recipient=5&service=OCEAN'), () => kept)).toEqual({
      packageIds: [3, 1],
      recipientId: 5,
      service: 'OCEAN',
      step: 'review',
      options: kept,
    });
  });

  it('opens a new request (no step: the packages list’s "Ship these", the menu) without the options an earlier one kept', () => {
    const keptOptions = vi.fn(() => kept);
    expect(inputOf(address('?packages=1,2'), keptOptions)).toEqual({ packageIds: [1, 2], recipientId: null, service: null, step: null, options: null });
    expect(keptOptions).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown step and service', '?step=__proto__&service=TRAIN&recipient=5', { step: null, service: null, recipientId: 5 }],
    ['ids that are not ids', '?step=options&packages=1,-2,abc,0,1e3,01,2.5,,3,3&recipient=5;DROP', { step: 'options', packageIds: [1, 3], recipientId: null }],
    ['ids past any the server has', '?step=service&packages=99999999999999999999,2147483648,2147483647&recipient=99999999999999999999', { packageIds: [2147483647], recipientId: null }],
    ['a broken escape, and the step written twice', '?step=recipient&step=review&packages=%E0%A4%A&service=%00', { step: 'recipient', packageIds: [], service: null }],
    ['a step in another case, with spaces', '?step=%20Review%20&service=air', { step: null, service: null, options: null }],
  ])('ignores %s', (_, query, expected) => {
    expect(inputOf(address(query), () => kept)).toMatchObject(expected);
  });
});

describe('the options the tab keeps', () => {
  it('comes back as kept, and a request sent forgets them', () => {
    keepOptions(kept);
    expect(readKeptOptions()).toEqual(kept);
    forgetKeptOptions();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(readKeptOptions()).toBeNull();
  });

  it('keeps nothing for no options (a new request’s take the place of an earlier one’s)', () => {
    keepOptions(kept);
    keepOptions(NO_OPTIONS);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"insurance": tru'],
    ['not an object', '"insured"'],
    ['a field of another type', JSON.stringify({ ...kept, insurance: 'yes' })],
    ['a field missing', JSON.stringify({ insurance: true, declaredValue: 300, notes: '' })],
    ['a value of nothing', JSON.stringify({ ...kept, declaredValue: 0 })],
    ['a value below nothing', JSON.stringify({ ...kept, declaredValue: -5 })],
    ['a value past the largest insured', JSON.stringify({ ...kept, declaredValue: 50_000.01 })],
    ['a value as text', JSON.stringify({ ...kept, declaredValue: '300' })],
    ['notes past their length', JSON.stringify({ ...kept, notes: 'x'.repeat(501) })],
  ])('drops a stored value that is %s', (_, stored) => {
    sessionStorage.setItem(KEY, stored);
    expect(readKeptOptions()).toBeNull();
  });

  it('takes only the options from a stored value, whatever else it carries', () => {
    sessionStorage.setItem(KEY, `{"__proto__": {"polluted": true}, "extra": 1, ${JSON.stringify(kept).slice(1)}`);
    const read = readKeptOptions();
    expect(read).toEqual(kept);
    expect(Object.keys(read ?? {}).sort()).toEqual(['declaredValue', 'insurance', 'notes', 'repack']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads none and loses nothing else when the browser refuses its storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(readKeptOptions()).toBeNull();
    expect(() => keepOptions(kept)).not.toThrow();
  });
});
