import type { ReactNode } from 'react';
import { POSTAL_CODE_MAX } from '../api/contract/limits.ts';
import { TextField, type FieldMeta } from '../ui/forms/form-field.tsx';

/** A postal code: digits on a phone's keyboard, no longer than the contract holds. */
export function PostalCodeField({ meta, label, required, section }: { meta: FieldMeta; label: ReactNode; required?: boolean; section?: 'shipping' }) {
  return (
    <TextField
      meta={meta}
      label={label}
      required={required}
      autoComplete={section ? `${section} postal-code` : 'postal-code'}
      inputMode="numeric"
      maxLength={POSTAL_CODE_MAX}
    />
  );
}
