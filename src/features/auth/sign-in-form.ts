import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoginRequest } from '../../api/contract/auth.ts';
import { EMAIL_MAX, PASSWORD_MIN } from '../../api/contract/limits.ts';

/*
 * The sign-in form checks the contract's rules (LoginRequestSchema = EmailSchema +
 * PasswordSchema: zod's e-mail pattern, EMAIL_MAX, PASSWORD_MIN) by hand, without Conform or the
 * zod runtime: together they cost ~35 KB gzip, which the sign-in page's 120 KB budget cannot
 * hold (React, the router, XState and Lingui already take ~110). The server checks the same
 * schema; tests/features/auth/sign-in-form.test.ts keeps both in agreement.
 */

/** zod 4's e-mail pattern (`z.email()`), copied so zod stays out of the sign-in chunk. */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- verbatim from zod; the test compares the sources
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type SignInField = keyof LoginRequest;
export type SignInProblem = 'required' | 'email' | 'passwordTooShort';
export type SignInProblems = Partial<Record<SignInField, SignInProblem>>;

/** Each problem's message, translated when shown (so a language switch re-translates it). */
export const SIGN_IN_MESSAGES: Record<SignInProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  email: msg`Please enter a valid email address.`,
  passwordTooShort: msg`The password must have at least ${PASSWORD_MIN} characters.`,
};

/** The form's values as sent: the e-mail without surrounding spaces. */
export const normalizeSignIn = (values: LoginRequest): LoginRequest => ({
  email: values.email.trim(),
  password: values.password,
});

/** What is wrong with each field, if anything (empty when the form can be sent). */
export function checkSignIn(values: LoginRequest): SignInProblems {
  const { email, password } = normalizeSignIn(values);
  const problems: SignInProblems = {};
  if (!email) problems.email = 'required';
  else if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) problems.email = 'email';
  if (!password) problems.password = 'required';
  else if (password.length < PASSWORD_MIN) problems.password = 'passwordTooShort';
  return problems;
}
