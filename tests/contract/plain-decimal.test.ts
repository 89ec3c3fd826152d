// Numbers sent as text are plain decimals (docs/product.md#input-rules): one rule in the contract,
// read alike by the server's multipart and query parsing and by the portal's forms.
import { describe, expect, it } from 'vitest';
import { PageQuerySchema } from '../../src/api/contract/envelope.ts';
import { PaymentCreateFieldsSchema } from '../../src/api/contract/invoices.ts';
import { isPlainDecimal } from '../../src/api/contract/plain-decimal.ts';
import { PreAlertCreateFieldsSchema } from '../../src/api/contract/pre-alerts.ts';
import { recipientFormSchema } from '../../src/forms/recipient-form-schema.ts';
import { failedRules } from '../ui/support/parse-form.ts';

// Each of these is a number to Number(): "0x10" is 16.
const NOT_PLAIN = ['0x10', '1e2', '5.', '.5', ' 5 ', '+5', '5,5', 'Infinity', ''];

describe('a plain decimal', () => {
  it('is digits, with a point only between digits', () => {
    for (const text of ['0', '5', '12.50', '007', '1000000']) expect(isPlainDecimal(text), text).toBe(true);
    for (const text of [...NOT_PLAIN, '-5']) expect(isPlainDecimal(text), text).toBe(false);
  });

  it('takes a minus only where the field may be negative', () => {
    expect(isPlainDecimal('-5', { signed: true })).toBe(true);
    expect(isPlainDecimal('-5.25', { signed: true })).toBe(true);
    expect(isPlainDecimal('--5', { signed: true })).toBe(false);
    expect(isPlainDecimal('+5', { signed: true })).toBe(false);
  });
});

describe("the contract's numbers sent as text", () => {
  const amount = PaymentCreateFieldsSchema.shape.amount;
  const cost = PreAlertCreateFieldsSchema.shape.cost;

  it.each(NOT_PLAIN)('refuses %j as an amount, a cost, a page or an id', (text) => {
    expect(amount.safeParse(text).success).toBe(false);
    expect(cost.safeParse(text).success).toBe(false);
    expect(PaymentCreateFieldsSchema.shape.payment_method_id.safeParse(text).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: text }).success).toBe(false);
  });

  it('reads a plain decimal as its number, and a number as the form or query will write it', () => {
    expect(amount.parse('12.50')).toBe(12.5);
    expect(amount.parse(12.5)).toBe(12.5);
    expect(cost.parse('129.99')).toBe(129.99);
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(PageQuerySchema.parse({ page: '3', page_size: 50 })).toEqual({ page: 3, page_size: 50 });
  });

  it('still checks the range after the form', () => {
    expect(amount.safeParse('-5').success).toBe(false);
    expect(amount.safeParse('0').success).toBe(false);
    expect(amount.safeParse('10.005').success).toBe(false);
  });
});

describe("the portal's id fields", () => {
  it('share the rule: a select holding "0x1" is refused as if nothing were chosen', () => {
    const errors = failedRules(recipientFormSchema(), { country_id: '0x1', state_id: '1', city_id: '1' });
    expect(errors).toMatchObject({ country_id: ['required'] });
    expect(errors).not.toHaveProperty('state_id');
  });
});
