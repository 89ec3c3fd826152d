// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileField } from '../../src/forms/file-field.tsx';
import { FilePicker } from '../../src/ui/forms/file-picker.tsx';
import type { FieldMeta } from '../../src/ui/forms/form-field.tsx';
import { axeViolations, renderUi } from './support/render.tsx';

// Conform's metadata of the payment form's proof field, as useForm gives it.
const meta = (errors?: string[]): FieldMeta => ({
  id: 'payment-multimedia',
  name: 'multimedia',
  formId: 'payment',
  errorId: 'payment-multimedia-error',
  descriptionId: 'payment-multimedia-description',
  key: undefined,
  defaultValue: undefined,
  defaultOptions: undefined,
  defaultChecked: undefined,
  initialValue: undefined,
  value: undefined,
  errors,
  allErrors: errors ? { multimedia: errors } : {},
  valid: !errors,
  dirty: false,
});

const bytes = (size: number) => new Uint8Array(size);
const png = (name = 'recibo.png', size = 2_345_678) => new File([bytes(size)], name, { type: 'image/png' });
const pdf = (name = 'comprobante.pdf', size = 34_200) => new File([bytes(size)], name, { type: 'application/pdf' });

// jsdom has no object URLs: each file gets its own, and the revoked ones are recorded.
let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  URL.createObjectURL = vi.fn(() => {
    created.push(`blob:preview-${created.length + 1}`);
    return created.at(-1)!;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});
afterEach(() => {
  // @ts-expect-error jsdom has none; the stubs above go with the test.
  delete URL.createObjectURL;
  // @ts-expect-error as above
  delete URL.revokeObjectURL;
});

function renderField(errors?: string[]) {
  const view = renderUi(
    <form id="payment" aria-label="Payment">
      <FileField meta={meta(errors)} label="Proof of payment" hint="JPEG, PNG or PDF, up to 10 MB." />
    </form>,
  );
  const input = screen.getByLabelText(/^Proof of payment/) as HTMLInputElement;
  return { ...view, input };
}

describe('FilePicker', () => {
  it('keeps the browser’s input, visually hidden, labelled and described; a button-like label opens it', async () => {
    const { input } = renderField();
    expect(input.type).toBe('file');
    expect(input.name).toBe('multimedia');
    expect(input.required).toBe(true);
    expect(input.accept).toBe('image/jpeg,image/png,application/pdf');
    expect(input.className).toContain('visually-hidden');
    // The field's label and the button both name it; the error and the hint describe it.
    expect([...input.labels!].map((label) => label.textContent)).toEqual(['Proof of payment *', 'Choose a file']);
    expect(input.getAttribute('aria-describedby')).toBe('payment-multimedia-error payment-multimedia-hint');
    expect(screen.getByText('JPEG, PNG or PDF, up to 10 MB.').id).toBe('payment-multimedia-hint');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a chosen picture: a thumbnail, its name and size, and “Change file”', async () => {
    const { input } = renderField();
    await userEvent.upload(input, png());
    const chosen = document.getElementById('payment-multimedia-chosen')!;
    expect(chosen.textContent).toContain('recibo.png');
    expect(chosen.textContent).toContain('2.3 MB');
    expect(chosen.querySelector('img')?.getAttribute('src')).toBe('blob:preview-1');
    expect(input.getAttribute('aria-describedby')).toBe('payment-multimedia-error payment-multimedia-hint payment-multimedia-chosen');
    expect(input.labels?.[1]?.textContent).toBe('Change file');
    expect(screen.getByTitle('recibo.png')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a document icon for a PDF, and lets go of the last thumbnail’s object URL', async () => {
    const { input } = renderField();
    await userEvent.upload(input, png());
    await userEvent.upload(input, pdf());
    const chosen = document.getElementById('payment-multimedia-chosen')!;
    expect(chosen.textContent).toContain('comprobante.pdf');
    expect(chosen.textContent).toContain('34.2 kB');
    expect(chosen.querySelector('img')).toBeNull();
    expect(chosen.querySelector('svg')).not.toBeNull();
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it('lets go of the thumbnail’s object URL when it goes away', async () => {
    const { input, unmount } = renderField();
    await userEvent.upload(input, png());
    expect(created).toEqual(['blob:preview-1']);
    unmount();
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it('shows a document icon when the picture cannot be drawn (a .png that is not one)', async () => {
    const { input } = renderField();
    await userEvent.upload(input, png('falso.png', 20));
    const img = document.querySelector('#payment-multimedia-chosen img')!;
    img.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(document.querySelector('#payment-multimedia-chosen img')).toBeNull());
    expect(document.getElementById('payment-multimedia-chosen')?.textContent).toContain('20 bytes');
  });

  it('shows the field’s error (a server’s too) under it, and marks the input', () => {
    const { input } = renderField(['Unsupported file format (JPEG, PNG or PDF).']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('payment-multimedia-error')?.textContent).toBe('Unsupported file format (JPEG, PNG or PDF).');
  });

  it('tells its owner of each choice; without the summary it only names its action (the profile picture)', async () => {
    const onChange = vi.fn();
    renderUi(<FilePicker id="profile-photo" accept="image/jpeg,image/png" chooseLabel="Change picture" showChosen={false} onChange={onChange} />);
    const input = screen.getByLabelText('Change picture') as HTMLInputElement;
    await userEvent.upload(input, png('me.png', 100));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.files[0].name).toBe('me.png');
    expect(document.getElementById('profile-photo-chosen')).toBeNull();
    expect(screen.getByText('Change picture')).toBeVisible();
    expect(created).toEqual([]);
  });
});
