import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../lib/session-context.ts';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { SidePicture } from '../../ui/side-picture.tsx';
import { checkSignIn, normalizeSignIn, SIGN_IN_MESSAGES, type SignInField, type SignInProblems } from './sign-in-form.ts';
import { signInPicture } from './sign-in-picture.ts';

const FIELDS: readonly SignInField[] = ['email', 'password'];

/** / : sign-in with e-mail and password. Where to go next follows the session (see PublicOnly). */
export function SignInPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Sign in`);
  const session = useSession();
  const signingIn = useActorSelector(session, (snapshot) => snapshot.hasTag('loading'));
  const [problems, setProblems] = useState<SignInProblems>({});
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  // The inputs keep their own values (nothing typed is lost on an error); they are read here.
  const read = () => {
    const data = new FormData(formRef.current ?? undefined);
    return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
  };

  // Validation on input: the field being typed in is checked at each keystroke.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as SignInField;
    if (!FIELDS.includes(name)) return;
    const problem = checkSignIn(read())[name];
    setProblems((current) => ({ ...current, [name]: problem }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = read();
    const found = checkSignIn(values);
    setProblems(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      (formRef.current?.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    if (!signingIn) session.send({ type: 'LOGIN', credentials: normalizeSignIn(values) });
  };

  const fieldProps = (name: SignInField) => ({
    id: `sign-in-${name}`,
    name,
    required: true,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': `sign-in-${name}-error`,
  });
  const errorOf = (name: SignInField) => (
    <div id={`sign-in-${name}-error`} className="field__error">
      {problems[name] && i18n._(SIGN_IN_MESSAGES[problems[name]])}
    </div>
  );

  return (
    <div className="auth-page">
      {/* Its address comes with the page; no settings call before the customer acts. */}
      <SidePicture web={signInPicture()} mobile="" lazy />
      <section className="auth-card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="auth-card__title">
          <Trans>Sign in</Trans>
        </h1>
        <p className="auth-card__lead">
          <Trans>Welcome back. Enter your email and password to see your packages.</Trans>
        </p>

        <form ref={formRef} className="form" noValidate onInput={onInput} onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="sign-in-email" className="field__label">
              <Trans>Email</Trans>
            </label>
            <input
              {...fieldProps('email')}
              type="email"
              className="field__input"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
            />
            {errorOf('email')}
          </div>

          <div className="field">
            <label htmlFor="sign-in-password" className="field__label">
              <Trans>Password</Trans>
            </label>
            <PasswordInput {...fieldProps('password')} autoComplete="current-password" />
            {errorOf('password')}
          </div>

          <p className="form__aside">
            <Link to={paths.passwordRecovery}>
              <Trans>Forgot your password?</Trans>
            </Link>
          </p>

          <button
            type="submit"
            className="button button--primary button--block"
            disabled={!hydrated}
            aria-disabled={signingIn}
          >
            {signingIn ? (
              <>
                <Spinner size="xs" color="orange" label={t`Signing in…`} />
                <span aria-hidden="true">
                  <Trans>Signing in…</Trans>
                </span>
              </>
            ) : (
              <Trans>Sign in</Trans>
            )}
          </button>
        </form>

        <div className="auth-card__footer">
          <p>
            <Trans>Don't have an account yet?</Trans>
          </p>
          <Link to={paths.createAccount} className="button button--secondary button--block">
            <Trans>Create an account</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}
