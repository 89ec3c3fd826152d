import { useState } from 'react';
import { getInputProps } from '@conform-to/react';
import { Trans } from '@lingui/react/macro';
import { FieldError } from '../../ui/forms/field-error.tsx';
import { controlExtras, FieldLabel, type FieldMeta } from '../../ui/forms/form-field.tsx';
import { SiteTerms } from '../../data/site-terms.tsx';
import { TermsModal } from '../../ui/forms/terms-modal.tsx';

/** "I accept the terms and conditions" (required), with a button that opens them. */
export function TermsField({ meta }: { meta: FieldMeta }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="field form-grid__wide">
      <div className="check-field">
        <input {...getInputProps(meta, { type: 'checkbox' })} {...controlExtras(meta, true)} key={meta.key} className="check-field__box" />
        <FieldLabel htmlFor={meta.id} required>
          <Trans>I accept the terms and conditions</Trans>
        </FieldLabel>
      </div>
      <button type="button" className="link-button check-field__more" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Trans>Read the terms and conditions</Trans>
      </button>
      <FieldError id={meta.errorId} errors={meta.errors} />
      <TermsModal open={open} onOpenChange={setOpen}>
        <SiteTerms />
      </TermsModal>
    </div>
  );
}
