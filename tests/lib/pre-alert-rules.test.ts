import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/api/contract/limits.ts';
import { PRE_ALERT_COST_MAX } from '../../src/api/contract/pre-alerts.ts';
import { preAlertFormData } from '../../src/api/pre-alerts.ts';
import { preAlertFormSchema, renamedUpload } from '../../src/lib/upload-rules.ts';

const pdf = (bytes = 64, type = 'application/pdf', name = 'factura.pdf') => new File([new Uint8Array(bytes)], name, { type });
const typed = {
  us_courier_id: '2',
  // Stored without spaces (docs/product.md#search), as pasted from a carrier's e-mail.
  tracking: ' 1Z 999 AA1\t0123456784 ',
  arriving_at: '03-15-2026',
  provider: 'Amazon',
  cost: '19.99',
  content: 'Zapatos',
  recipient: 'Ana Pérez',
};
const check = (values: Record<string, unknown>, locale = 'en') => preAlertFormSchema(locale).safeParse(values);
const messagesOf = (values: Record<string, unknown>, field: string, locale = 'en') =>
  (check(values, locale).error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);

describe('the pre-alert form rules', () => {
  it('turns what was typed into the contract’s fields, with the bill', () => {
    const invoice = pdf();
    const result = check({ ...typed, invoice });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      us_courier_id: 2,
      tracking: '1Z999AA10123456784',
      arriving_at: '2026-03-15',
      provider: 'Amazon',
      cost: 19.99,
      content: 'Zapatos',
      recipient: 'Ana Pérez',
      invoice,
    });
  });

  it('has three messages for the bill: none, too large, wrong format', () => {
    expect(messagesOf({ ...typed }, 'invoice')).toEqual(['fileRequired']);
    expect(messagesOf({ ...typed, invoice: pdf(0) }, 'invoice')).toEqual(['fileRequired']);
    expect(messagesOf({ ...typed, invoice: pdf(UPLOAD_MAX_BYTES + 1) }, 'invoice')).toEqual(['fileTooLarge']);
    expect(check({ ...typed, invoice: pdf(UPLOAD_MAX_BYTES) }).success).toBe(true);
    expect(messagesOf({ ...typed, invoice: pdf(10, 'text/plain', 'notes.txt') }, 'invoice')).toEqual(['fileType']);
    expect(check({ ...typed, invoice: pdf(10, 'image/png', 'bill.png') }).success).toBe(true);
    expect(check({ ...typed, invoice: pdf(10, 'image/jpeg', 'bill.jpg') }).success).toBe(true);
  });

  it('asks for every field, a real MM-DD-YYYY date and an amount with at most 2 decimals', () => {
    const empty = check({});
    const fields = new Set(empty.error?.issues.map((issue) => issue.path[0]));
    expect([...fields].sort()).toEqual(['arriving_at', 'content', 'cost', 'invoice', 'provider', 'recipient', 'tracking', 'us_courier_id']);
    expect(messagesOf({ ...typed, arriving_at: '02-30-2026' }, 'arriving_at')).toEqual(['date']);
    expect(messagesOf({ ...typed, arriving_at: '2026-03-15' }, 'arriving_at')).toEqual(['date']);
    expect(messagesOf({ ...typed, cost: '19.999' }, 'cost')).toEqual(['amount']);
    expect(messagesOf({ ...typed, cost: '0' }, 'cost')).toEqual(['amount']);
    expect(messagesOf({ ...typed, cost: '-3' }, 'cost')).toEqual(['amount']);
    expect(messagesOf({ ...typed, cost: '1,000,000.01' }, 'cost')).toEqual(['amount']);
    expect(check({ ...typed, cost: String(PRE_ALERT_COST_MAX), invoice: pdf() }).success).toBe(true);
    expect(messagesOf({ ...typed, tracking: 'x'.repeat(101) }, 'tracking')).toEqual(['tooLong']);
  });

  it('reads the value in the language’s format', () => {
    const arriving_at = (locale: string) => (locale === 'es' ? '15-03-2026' : typed.arriving_at);
    const costIn = (cost: string, locale: string) => check({ ...typed, arriving_at: arriving_at(locale), cost, invoice: pdf() }, locale).data?.cost;
    expect(costIn('1.217,50', 'es')).toBe(1217.5);
    expect(costIn('1217,5', 'es')).toBe(1217.5);
    expect(costIn('1,217.50', 'en')).toBe(1217.5);
    expect(messagesOf({ ...typed, cost: '19.99' }, 'cost', 'es')).toEqual(['amount']);
    expect(messagesOf({ ...typed, cost: '19,99' }, 'cost', 'en')).toEqual(['amount']);
    expect(messagesOf({ ...typed, cost: '0,00' }, 'cost', 'es')).toEqual(['amount']);
  });

  it('reads the arrival date in the language’s order (docs/product.md#dates-and-times)', () => {
    const arrivalIn = (arriving_at: string, locale: string) => check({ ...typed, arriving_at, cost: '19', invoice: pdf() }, locale).data?.arriving_at;
    expect(arrivalIn('05-12-2026', 'es')).toBe('2026-12-05');
    expect(arrivalIn('05-12-2026', 'en')).toBe('2026-05-12');
    expect(messagesOf({ ...typed, arriving_at: '03-15-2026' }, 'arriving_at', 'es')).toEqual(['date']);
    expect(messagesOf({ ...typed, arriving_at: '31-02-2026' }, 'arriving_at', 'es')).toEqual(['date']);
  });

  it('renames the bill `${userId}-${uniqueId}.${ext}` and sends it as `invoice` with the text fields and its own name', async () => {
    const renamed = renamedUpload(pdf(5, 'image/jpeg', 'IMG 001.JPEG'), 7, 'abc');
    expect(renamed.name).toBe('7-abc.jpg');
    expect(renamed.type).toBe('image/jpeg');
    expect(renamed.size).toBe(5);
    expect(renamedUpload(pdf(), 7).name).toMatch(/^7-[0-9a-f-]{36}\.pdf$/);
    const body = preAlertFormData(
      { us_courier_id: 2, tracking: 'T', arriving_at: '2026-03-15', provider: 'P', cost: 19.99, content: 'C', recipient: 'R' },
      renamed,
      'IMG 001.JPEG',
    );
    expect(body.get('original_name')).toBe('IMG 001.JPEG');
    expect(body.get('cost')).toBe('19.99');
    expect(body.get('arriving_at')).toBe('2026-03-15');
    expect((body.get('invoice') as File).name).toBe('7-abc.jpg');
  });
});
