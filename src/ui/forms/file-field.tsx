import { useCallback, type ReactNode } from 'react';
import { UPLOAD_TYPES } from '../../api/contract/limits.ts';
import { controlProps, FieldFrame, type FieldMeta } from './form-field.tsx';

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
  const restore = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input || !kept || input.files?.length || typeof DataTransfer === 'undefined') return;
      const files = new DataTransfer();
      files.items.add(kept);
      input.files = files.files;
    },
    [kept],
  );
  return (
    <FieldFrame meta={meta} label={label} required className="form-grid__wide">
      <input ref={restore} {...controlProps(meta, true)} type="file" accept={UPLOAD_TYPES.join(',')} className="field__input field__file" />
      <p className="field__hint">{hint}</p>
    </FieldFrame>
  );
}
