import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { LoginRequestSchema } from '../../../src/api/contract/auth.ts';
import { EMAIL_MAX, PASSWORD_MIN } from '../../../src/api/contract/limits.ts';
import { checkSignIn, EMAIL_PATTERN, normalizeSignIn } from '../../../src/features/auth/sign-in-form.ts';

describe('the sign-in form rules', () => {
  it("uses zod's own e-mail pattern (the contract's EmailSchema)", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it('asks for both fields', () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(checkSignIn({ email: '   ', password: 'x' })).toMatchObject({ email: 'required' });
  });

  it('asks for a valid e-mail and a password of at least the minimum length', () => {
    expect(checkSignIn({ email: 'maria@', password: 'a'.repeat(PASSWORD_MIN - 1) })).toEqual({
      email: 'email',
      password: 'passwordTooShort',
    });
    expect(checkSignIn({ email: 'maria@example.com', password: 'a'.repeat(PASSWORD_MIN) })).toEqual({});
  });

  it('ignores spaces around the e-mail and sends it trimmed', () => {
    expect(checkSignIn({ email: '  maria@example.com ', password: 'casillero-demo' })).toEqual({});
    expect(normalizeSignIn({ email: '  maria@example.com ', password: ' pass word ' })).toEqual({
      email: 'maria@example.com',
      password: ' pass word ',
    });
  });

  const samples = [
    'maria@example.com',
    'demo@casillero.test',
    'maria.gonzalez+shop@mail.example.co',
    'maria@',
    '@example.com',
    'maria@example',
    'maria..g@example.com',
    'maria gonzalez@example.com',
    `${'a'.repeat(EMAIL_MAX - 12)}@example.com`,
    `${'a'.repeat(EMAIL_MAX - 11)}@example.com`,
  ];
  const passwords = ['', 'short', 'a'.repeat(PASSWORD_MIN - 1), 'a'.repeat(PASSWORD_MIN), 'casillero-demo'];

  it('accepts exactly what the contract (LoginRequestSchema) accepts', () => {
    for (const email of samples) {
      for (const password of passwords) {
        const byHand = Object.keys(checkSignIn({ email, password })).length === 0;
        const byContract = LoginRequestSchema.safeParse({ email, password }).success;
        expect(byHand, `${email} / ${password.length} characters`).toBe(byContract);
      }
    }
  });
});
