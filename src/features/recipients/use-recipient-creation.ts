import { useState } from 'react';
import { codeOf, fieldErrorsOf, notifyFailure } from '../../../machines/failures.ts';
import type { RecipientsApi } from '../../api/recipients.ts';
import type { RecipientFormValues } from '../../ui/forms/recipient-form-schema.ts';
import { recipientMessages } from './recipient-messages.ts';
import { useNotify } from './use-recipients-api.ts';

const NO_ERRORS: Record<string, string[]> = {};

/**
 * Saving a new recipient: one request (POST api/recipients). FAILED_VALIDATION puts the server's
 * messages under the fields with the add-shipment-alert-field-validation toast (spec §8); any
 * other failure gets its usual toast. The form keeps what was typed either way.
 */
export function useRecipientCreation(api: RecipientsApi, onCreated: () => void) {
  const notify = useNotify();
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState(NO_ERRORS);

  const submit = (values: RecipientFormValues) => {
    if (submitting) return;
    setSubmitting(true);
    setFieldErrors(NO_ERRORS);
    api.create({ ...values, type: 'PERSON' }).then(
      () => {
        setSubmitting(false);
        notify({ type: 'notify', kind: 'success', message: recipientMessages.added });
        onCreated();
      },
      (error: unknown) => {
        setSubmitting(false);
        if (codeOf(error) === 'FAILED_VALIDATION') {
          setFieldErrors(fieldErrorsOf(error));
          notify({ type: 'notify', kind: 'error', message: recipientMessages.invalid });
        } else {
          notify(notifyFailure(error));
        }
      },
    );
  };

  return { submit, submitting, fieldErrors };
}
