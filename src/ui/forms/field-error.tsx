import { useLingui } from '@lingui/react';
import { FIELD_MESSAGES, type FieldMessage } from '../../lib/field-schemas.ts';

/**
 * A field's first error: a rule's key (translated now, in the current language) or a text the
 * server sent (already in the request's language). The id is the field's `aria-describedby`.
 */
export function FieldError({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  const { i18n } = useLingui();
  const first = errors?.[0];
  const text = first && first in FIELD_MESSAGES ? i18n._(FIELD_MESSAGES[first as FieldMessage]) : first;
  return (
    <div id={id} className="field__error">
      {text}
    </div>
  );
}
