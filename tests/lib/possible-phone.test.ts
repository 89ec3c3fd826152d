// The forms' phone rule: E.164 (the contract's, the server's), then a possible number for its
// country (isPossiblePhoneNumber), whose metadata the lazily loaded phone field brings.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPossiblePhoneNumber } from 'react-phone-number-input';
import { PhoneSchema } from '../../src/api/contract/client.ts';
import { optionalPhoneField, phoneField } from '../../src/lib/field-schemas.ts';
import { isPossiblePhone, providePossiblePhoneCheck } from '../../src/lib/possible-phone.ts';
import { failedRules } from '../ui/support/parse-form.ts';

// A form with the two phones, as a form sends them ('' for an empty field).
const schema = () => z.object({ phone: phoneField(), landline_phone: optionalPhoneField() });
const rulesOf = (phone: string, landline_phone = '') => failedRules(schema(), { phone, landline_phone });

// Venezuela's numbers have 10 national digits: 9 and 11 are E.164 in shape but not possible there.
const POSSIBLE = ['+584121234567', '+582124816230', '+573104567812', '+5716012345', '+13055550100'];
const IMPOSSIBLE = ['+58412123456', '+5841212345678', '+58412123', '+1305555010'];

describe('the phone rule', () => {
  it('checks the E.164 shape alone until the phone field has brought the check (as the server does)', () => {
    expect(isPossiblePhone('+58412123')).toBe(true);
    expect(rulesOf('+58412123')).toEqual({});
    expect(rulesOf('+5841')).toEqual({ phone: ['phone'] });
  });

  it('refuses a number of a length its country does not use, once the check is there', () => {
    providePossiblePhoneCheck(isPossiblePhoneNumber);
    for (const phone of POSSIBLE) expect(rulesOf(phone), phone).toEqual({});
    for (const phone of IMPOSSIBLE) expect(rulesOf(phone), phone).toEqual({ phone: ['phoneLength'] });
  });

  it('says only what is wrong first: the shape, then the length; nothing for an empty optional phone', () => {
    providePossiblePhoneCheck(isPossiblePhoneNumber);
    expect(rulesOf('+5841')).toEqual({ phone: ['phone'] });
    expect(rulesOf('04121234567')).toEqual({ phone: ['phone'] });
    expect(rulesOf('')).toEqual({ phone: ['required'] });
    expect(rulesOf('+584121234567', '')).toEqual({});
    expect(rulesOf('+584121234567', '+58212123')).toEqual({ landline_phone: ['phoneLength'] });
    expect(rulesOf('+584121234567', '+582121234567')).toEqual({});
  });

  it('is never stricter on the server: every number the forms take, the contract takes', () => {
    // The server keeps the contract's E.164 rule (docs/product.md#requests); the forms only refuse more.
    for (const phone of [...POSSIBLE, ...IMPOSSIBLE]) expect(PhoneSchema.safeParse(phone).success, phone).toBe(true);
  });
});
