import { z } from 'zod';
import { dataOf, PinSentSchema } from './envelope.ts';
import { ClientSchema, EmailSchema } from './client.ts';
import { PASSWORD_MIN, PIN_LENGTH, TEXT_MAX } from './limits.ts';

export const PasswordSchema = z.string().min(PASSWORD_MIN).max(TEXT_MAX);

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  client: ClientSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;
export const UserResponseSchema = dataOf(UserSchema);

export const LoginRequestSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;
export const LoginResponseSchema = dataOf(z.object({ token: z.string(), user: UserSchema }));

export const PIN_PURPOSES = ['signup', 'recovery'] as const;
const PinPurposeSchema = z.enum(PIN_PURPOSES);
export type PinPurpose = z.infer<typeof PinPurposeSchema>;
export const PinQuerySchema = z.object({ purpose: PinPurposeSchema });

export const PinSchema = z.string().regex(new RegExp(`^\\d{${PIN_LENGTH}}$`));
export const PinValidResponseSchema = dataOf(z.object({ valid: z.literal(true) }));
export const PinRequestResponseSchema = dataOf(
  z.object({
    expires_in_minutes: z.number().int().positive(),
    /** Whether the new code was e-mailed at once or is on its way (PIN_ACCESS_REQUIRED's `meta.sent`); the company's backend may leave it out. */
    sent: PinSentSchema.exclude(['earlier']).optional(),
  }),
);
export const PinGrantRequestSchema = z.object({ email: EmailSchema, pin: PinSchema });
export const PinGrantResponseSchema = dataOf(z.object({ granted: z.literal(true) }));

/**
 * The granted code's digits, sent again by `users` and `reset-password`, so that only the person
 * who read the e-mail can finish (docs/product.md#calls). Optional in the shape: a missing or wrong one is
 * PIN_ACCESS_REQUIRED, as an expired grant is, not a field error.
 */
const GrantedPinSchema = z.string().max(TEXT_MAX).optional();

const NewPasswordSchema = z
  .object({ email: EmailSchema, pin: GrantedPinSchema, password: PasswordSchema, password_confirmation: z.string().max(TEXT_MAX) })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'] });
export const RegisterRequestSchema = NewPasswordSchema;
export const ResetPasswordRequestSchema = NewPasswordSchema;
export const ResetPasswordResponseSchema = dataOf(z.object({ reset: z.literal(true) }));

export const ChangePasswordRequestSchema = z.object({
  current_password: z.string().min(1).max(TEXT_MAX),
  password: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
/** POST api/users/me/change-password: the new password works from now on; the caller's token stays valid. */
export const ChangePasswordResponseSchema = dataOf(z.object({ changed: z.literal(true) }));

/** The taken-e-mail texts of POST api/users, in each language; the portal recognises either. */
export const EMAIL_TAKEN_MESSAGES = {
  en: 'The email has already been taken.',
  es: 'El correo electrónico ya ha sido registrado.',
} as const;
