import type { ReactNode } from 'react';
import { getFormProps } from '@conform-to/react';
import { z } from 'zod';
import { useLingui } from '@lingui/react/macro';
import { emailField } from '../../lib/field-schemas.ts';
import { FormProblems, SubmitButton, TextField } from './form-field.tsx';
import { useValidatedForm } from './use-validated-form.ts';

type EmailFormProps = {
  id: string;
  defaultValue: string;
  submitting: boolean;
  submitLabel: ReactNode;
  fieldErrors: Record<string, string[]>;
  onSubmit: (email: string) => void;
};

const schema = () => z.object({ email: emailField() });

/** One e-mail field and a submit button: the first step of sign-up and of recovery. */
export function EmailForm({ id, defaultValue, submitting, submitLabel, fieldErrors, onSubmit }: EmailFormProps) {
  const { t } = useLingui();
  const { form, fields, problems } = useValidatedForm({
    id,
    defaultValue: { email: defaultValue },
    fieldErrors,
    schema,
    submitting,
    onValid: (values) => onSubmit(values.email),
  });
  return (
    <form {...getFormProps(form)} className="form" noValidate>
      <FormProblems problems={problems} />
      <TextField meta={fields.email} label={t`Email`} required type="email" autoComplete="email" inputMode="email" />
      <SubmitButton submitting={submitting} busyLabel={t`Sending…`} className="button--block">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
