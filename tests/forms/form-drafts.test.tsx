// @vitest-environment jsdom
// The drafts kept for after sign-in (docs/product.md#drafts): one customer's, never a password or
// a file, gone once sent, bounded.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_MAX_CHARS,
  DRAFTS_MAX_CHARS,
  forgetDrafts,
  keepDraft,
  readDraft,
  typedValues,
  type FormDraft,
} from '../../src/forms/form-drafts.ts';

const CUSTOMER = 7;
const OTHER_CUSTOMER = 8;
const preAlert: FormDraft = { form: 'pre-alert', lang: 'es', values: { tracking: '1Z999', provider: 'Amazon' } };
const recipient: FormDraft = { form: 'new-recipient', lang: 'es', values: { name: 'Luis' } };

/** A form as the page has it: `inner` its fields. */
function formWith(inner: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = inner;
  document.body.replaceChildren(form);
  return form;
}

const stored = () => sessionStorage.getItem('casillero.drafts');

describe('form drafts', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a customer’s draft for that customer, in session storage', () => {
    keepDraft(CUSTOMER, preAlert);
    expect(readDraft(CUSTOMER, 'pre-alert')).toEqual(preAlert);
    expect(readDraft(CUSTOMER, 'new-recipient')).toBeNull();
    expect(stored()).toContain('1Z999');
    expect(localStorage.length).toBe(0);
  });

  it('drops every draft when another customer reads or keeps one: they never see it', () => {
    keepDraft(CUSTOMER, preAlert);
    keepDraft(CUSTOMER, recipient);
    expect(readDraft(OTHER_CUSTOMER, 'pre-alert')).toBeNull();
    expect(stored()).toBeNull();
    expect(readDraft(CUSTOMER, 'pre-alert')).toBeNull();

    keepDraft(CUSTOMER, preAlert);
    keepDraft(OTHER_CUSTOMER, recipient);
    expect(readDraft(OTHER_CUSTOMER, 'new-recipient')).toEqual(recipient);
    expect(stored()).not.toContain('1Z999');
  });

  it('reads the fields’ texts, never a password (shown or hidden) nor a file', () => {
    const form = formWith(`
      <input name="tracking" value="1Z999">
      <input name="current_password" type="password" value="secreto-1">
      <input name="new_password" type="text" autocomplete="new-password" value="secreto-2">
      <input name="pin" type="text" autocomplete="current-password" value="secreto-3">
      <input name="invoice" type="file">
      <input name="phone" type="hidden" value="+584121234567">
      <select name="us_courier_id"><option value="3" selected>UPS</option></select>
      <input name="disabled" value="no" disabled>
    `);
    const file = new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' });
    const invoice = form.elements.namedItem('invoice') as HTMLInputElement;
    Object.defineProperty(invoice, 'files', { value: [file] });
    const values = typedValues(form);
    expect(values).toEqual({ tracking: '1Z999', phone: '+584121234567', us_courier_id: '3' });
    expect(JSON.stringify(values)).not.toMatch(/secreto/);
  });

  it('a form sent loses its draft; the others stay', () => {
    keepDraft(CUSTOMER, preAlert);
    keepDraft(CUSTOMER, recipient);
    clearDraft(CUSTOMER, 'pre-alert');
    expect(readDraft(CUSTOMER, 'pre-alert')).toBeNull();
    expect(readDraft(CUSTOMER, 'new-recipient')).toEqual(recipient);
    clearDraft(CUSTOMER, 'new-recipient');
    expect(stored()).toBeNull();
  });

  it('a newer draft of a form takes the older one’s place', () => {
    keepDraft(CUSTOMER, preAlert);
    keepDraft(CUSTOMER, { ...preAlert, values: { tracking: '1Z000' } });
    expect(readDraft(CUSTOMER, 'pre-alert')?.values).toEqual({ tracking: '1Z000' });
  });

  it('keeps no draft past its limit, and drops the oldest past the limit of them all', () => {
    keepDraft(CUSTOMER, preAlert);
    keepDraft(CUSTOMER, { ...preAlert, values: { content: 'x'.repeat(DRAFT_MAX_CHARS) } });
    expect(readDraft(CUSTOMER, 'pre-alert')).toBeNull();

    const big = (n: number): FormDraft => ({ form: `recipient-${n}`, lang: 'es', values: { address: 'x'.repeat(DRAFT_MAX_CHARS - 100) } });
    const count = Math.ceil(DRAFTS_MAX_CHARS / DRAFT_MAX_CHARS) + 2;
    for (let n = 0; n < count; n++) keepDraft(CUSTOMER, big(n));
    expect(stored()!.length).toBeLessThanOrEqual(DRAFTS_MAX_CHARS + 100);
    expect(readDraft(CUSTOMER, 'recipient-0')).toBeNull();
    expect(readDraft(CUSTOMER, `recipient-${count - 1}`)).not.toBeNull();
  });

  it('ignores what is stored in another shape, and forgets everything at a sign-out here', () => {
    sessionStorage.setItem('casillero.drafts', '{"owner":"7","drafts":[{"form":1}]}');
    expect(readDraft(CUSTOMER, 'pre-alert')).toBeNull();
    sessionStorage.setItem('casillero.drafts', 'not json');
    expect(readDraft(CUSTOMER, 'pre-alert')).toBeNull();
    keepDraft(CUSTOMER, preAlert);
    forgetDrafts();
    expect(stored()).toBeNull();
  });
});
