import type { ReactNode } from 'react';
import { getInputProps } from '@conform-to/react';
import { UPLOAD_TYPES } from '../api/contract/limits.ts';
import { FilePicker } from '../ui/forms/file-picker.tsx';
import { controlExtras, FieldFrame, type FieldMeta } from '../ui/forms/form-field.tsx';

type FileFieldProps = {
  meta: FieldMeta;
  label: ReactNode;
  hint: ReactNode;
  /** A file chosen before this form was shown (the flow kept it): it is put back in the input. */
  kept?: File | null;
};

/**
 * A required document (JPEG, PNG or PDF). It stays mounted while its flow uploads and after a
 * failure, so the chosen file is kept; the form reads it by name.
 */
export function FileField({ meta, label, hint, kept }: FileFieldProps) {
  const hintId = `${meta.id}-hint`;
  return (
    <FieldFrame meta={meta} label={label} required className="form-grid__wide">
      <FilePicker
        // No value: a file input takes none (the kept file is put back by the picker).
        {...getInputProps(meta, { type: 'file', value: false })}
        {...controlExtras(meta, true)}
        aria-describedby={`${meta.errorId} ${hintId}`}
        accept={UPLOAD_TYPES.join(',')}
        kept={kept}
      />
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    </FieldFrame>
  );
}
