import type { ReactNode } from 'react';
import { UPLOAD_TYPES } from '../../api/contract/limits.ts';
import { controlProps, FieldFrame, type FieldMeta } from '../../ui/forms/form-field.tsx';

/**
 * The bill's file input. It stays mounted while the flow uploads and after a failure, so the
 * chosen file is kept; the form reads it by name.
 */
export function BillField({ meta, label, hint }: { meta: FieldMeta; label: ReactNode; hint: ReactNode }) {
  return (
    <FieldFrame meta={meta} label={label} required className="form-grid__wide">
      <input {...controlProps(meta, true)} type="file" accept={UPLOAD_TYPES.join(',')} className="field__input field__file" />
      <p className="field__hint">{hint}</p>
    </FieldFrame>
  );
}
