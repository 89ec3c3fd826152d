import { describe, expect, it } from 'vitest';
import { RecipientCreateSchema } from '../../src/api/contract/recipients.ts';
import { recipientFormDefaults, recipientFormSchema } from '../../src/forms/recipient-form-schema.ts';
import { failedRules, submitTexts } from '../ui/support/parse-form.ts';

const filled: Record<string, string> = {
  name: 'Luis',
  last_name: 'Rojas',
  document_id: 'V-2',
  email: '',
  phone: '+584127654321',
  landline_phone: '',
  address: 'Calle 5',
  address_2: 'Casa 12',
  country_id: '1',
  state_id: '10',
  city_id: '100',
  zip_code: '1020',
};

const parse = (values: Record<string, string>) => submitTexts(recipientFormSchema(), values);
const errorsOf = (values: Record<string, string>) => failedRules(recipientFormSchema(), values);

describe('the recipient form', () => {
  it("gives the contract's RecipientCreate without the type", () => {
    const submission = parse(filled);
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({ email: null, landline_phone: null, country_id: 1, zip_code: '1020' });
    expect(RecipientCreateSchema.safeParse({ ...submission.value, type: 'PERSON' }).success).toBe(true);
  });

  it('takes an e-mail only when it is valid', () => {
    expect(errorsOf({ ...filled, email: 'luis@' })).toEqual({ email: ['email'] });
    const submission = parse({ ...filled, email: 'luis@example.com' });
    expect(submission.status === 'success' && submission.value.email).toBe('luis@example.com');
  });

  it('asks for the second address line and a postal code of digits', () => {
    expect(errorsOf({ ...filled, address_2: ' ', zip_code: '' })).toEqual({ address_2: ['required'], zip_code: ['required'] });
    expect(errorsOf({ ...filled, zip_code: 'A-10' })).toEqual({ zip_code: ['digits'] });
    expect(errorsOf({ ...filled, phone: '+5841' })).toEqual({ phone: ['phone'] });
  });

  it('shows again what was sent', () => {
    expect(recipientFormDefaults({ name: 'Luis', email: null, country_id: 1 })).toEqual({ name: 'Luis', email: '', country_id: '1' });
    expect(recipientFormDefaults(null)).toEqual({});
  });
});
