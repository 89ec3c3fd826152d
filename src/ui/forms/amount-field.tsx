import type { ReactNode } from 'react';
import { controlProps, FieldFrame, type FieldMeta } from './form-field.tsx';

/** A required amount in USD, in cents (step 0.01); the form's schema checks it as typed. */
export function AmountField({ meta, label }: { meta: FieldMeta; label: ReactNode }) {
  return (
    <FieldFrame meta={meta} label={label} required>
      <input
        key={meta.key}
        {...controlProps(meta, true)}
        type="number"
        step="0.01"
        min="0.01"
        inputMode="decimal"
        className="field__input"
        defaultValue={meta.defaultValue}
      />
    </FieldFrame>
  );
}
