// @vitest-environment jsdom
// The phone rule in a form: the phone field's module, as it loads, hands the forms its check of a
// possible number (src/lib/possible-phone.ts), so a number typed with the wrong length for its
// country is refused under the field.
import { getFormProps } from '@conform-to/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { phoneField } from '../../src/lib/field-schemas.ts';
import { PhoneFormField, useFieldControl } from '../../src/ui/forms/form-field.tsx';
import { useValidatedForm } from '../../src/ui/forms/use-validated-form.ts';
import { phoneInput, textbox } from './support/form-queries.ts';
import { renderUi } from './support/render.tsx';

const schema = () => z.object({ phone: phoneField() });
const NO_ERRORS = {};

function PhoneForm({ onValid }: { onValid: (values: { phone: string }) => void }) {
  const { form, fields } = useValidatedForm({ id: 'phone-rule', defaultValue: {}, fieldErrors: NO_ERRORS, schema, submitting: false, onValid });
  const control = useFieldControl(fields.phone);
  return (
    <form {...getFormProps(form)} noValidate>
      <PhoneFormField meta={fields.phone} control={control} label="Mobile phone" required country="VE" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the phone rule in a form', () => {
  it('refuses a number of a length Venezuela does not use, then takes one it does', async () => {
    const onValid = vi.fn();
    renderUi(<PhoneForm onValid={onValid} />);
    const input = await phoneInput('Mobile phone');

    // 9 national digits: E.164 in shape (the server would take it), not a possible VE number.
    fireEvent.change(input, { target: { value: '+58 412 123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(textbox('Mobile phone').getAttribute('aria-invalid')).toBe('true'));
    expect(textbox('Mobile phone')).toHaveAccessibleDescription('This number has too few or too many digits for its country.');
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(textbox('Mobile phone'), { target: { value: '+58 412 123 4567' } });
    await waitFor(() => expect(textbox('Mobile phone').getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ phone: '+584121234567' }));
  });
});
