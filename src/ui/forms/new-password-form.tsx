import type { ReactNode } from 'react';
import { getFormProps, getInputProps } from '@conform-to/react';
import { useLingui } from '@lingui/react/macro';
import { newPasswordSchema, PASSWORD_RULES } from '../../lib/field-schemas.ts';
import { PasswordInput } from '../password-input.tsx';
import { controlExtras, FieldFrame, FormProblems, SubmitButton, type FieldMeta } from './form-field.tsx';
import { useValidatedForm } from './use-validated-form.ts';

type NewPasswordFormProps = {
  id: string;
  submitting: boolean;
  submitLabel: ReactNode;
  fieldErrors: Record<string, string[]>;
  onSubmit: (password: string) => void;
};

const NO_DEFAULTS = {};

/** A new password and its confirmation: the sign-up security step and the password reset. */
export function NewPasswordForm({ id, submitting, submitLabel, fieldErrors, onSubmit }: NewPasswordFormProps) {
  const { t } = useLingui();
  const { form, fields, problems } = useValidatedForm({
    id,
    defaultValue: NO_DEFAULTS,
    fieldErrors,
    schema: newPasswordSchema,
    submitting,
    onValid: (values) => onSubmit(values.password),
  });
  return (
    <form {...getFormProps(form)} className="form" noValidate>
      <FormProblems problems={problems} />
      <PasswordField meta={fields.password} label={t`New password`} withRules />
      <PasswordField meta={fields.password_confirmation} label={t`Confirm the password`} />
      <SubmitButton submitting={submitting} busyLabel={t`Saving…`} className="button--block">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

type PasswordFieldProps = {
  meta: FieldMeta;
  label: string;
  autoComplete?: string;
  /** PASSWORD_RULES under it, from the start. */
  withRules?: boolean;
};

/** A required password with its show/hide toggle. */
export function PasswordField({ meta, label, autoComplete = 'new-password', withRules }: PasswordFieldProps) {
  const { i18n } = useLingui();
  const rulesId = `${meta.id}-rules`;
  return (
    <FieldFrame meta={meta} label={label} required>
      <PasswordInput
        {...getInputProps(meta, { type: 'password' })}
        {...controlExtras(meta, true)}
        key={meta.key}
        aria-describedby={withRules ? `${meta.errorId} ${rulesId}` : meta.errorId}
        autoComplete={autoComplete}
      />
      {withRules && (
        <p id={rulesId} className="field__hint">
          {i18n._(PASSWORD_RULES)}
        </p>
      )}
    </FieldFrame>
  );
}
