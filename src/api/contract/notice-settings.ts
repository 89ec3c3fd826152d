import { z } from 'zod';
import { dataOf } from './envelope.ts';
import { NOTICE_KINDS, type NoticeKind } from './notices.ts';

/**
 * Which notices the customer also gets by e-mail, a switch per kind (docs/product.md#notices).
 * Notices in the portal are always kept.
 */
const emailSwitches = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, z.boolean()])) as Record<NoticeKind, z.ZodBoolean>;

export const NoticeSettingsSchema = z.object({ email: z.object(emailSwitches) });
export type NoticeSettings = z.infer<typeof NoticeSettingsSchema>;
/** GET api/notice-settings, and PATCH's answer: every switch. */
export const NoticeSettingsResponseSchema = dataOf(NoticeSettingsSchema);

/** PATCH api/notice-settings: the switches changed, at least one. */
export const NoticeSettingsPatchSchema = z
  .object({ email: z.object(emailSwitches).partial().strict() })
  .strict()
  .refine((patch) => Object.keys(patch.email).length > 0, { path: ['email'], message: 'required' });
export type NoticeSettingsPatch = z.infer<typeof NoticeSettingsPatchSchema>;
