import { z } from 'zod';
import { filledField, passwordField } from '../../lib/field-schemas.ts';

/** The change-password card (docs/product.md#sign-in-and-passwords): the current password, a new one and its confirmation. */
export const changePasswordSchema = () =>
  z
    .object({ current_password: filledField(), password: passwordField(), password_confirmation: filledField() })
    .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'passwordMismatch' });
