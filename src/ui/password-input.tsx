import { useState, type InputHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };

/** A password input with its show/hide toggle. */
export function PasswordInput({ id, className = 'field__input', ...props }: PasswordInputProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <div className="field__with-action">
      <input {...props} id={id} type={shown ? 'text' : 'password'} className={className} />
      <button
        type="button"
        className="field__action"
        aria-controls={id}
        aria-pressed={shown}
        aria-label={t`Show password`}
        onClick={() => setShown((value) => !value)}
      >
        <EyeIcon crossed={shown} />
      </button>
    </div>
  );
}

/** The toggle's eye (crossed out while the password is shown). Decorative. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
