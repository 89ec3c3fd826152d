import type { Context } from 'hono';
import type { AppEnv } from '../foundation/env.ts';
import { logOf } from '../foundation/log.ts';
import { AUTOMATED } from '../foundation/mailer.ts';

/**
 * The "your password was changed" e-mail, in the request's language. The change is done by then:
 * a mail that cannot be sent is reported, never turned into a failed answer.
 */
export async function tellPasswordChanged(c: Context<AppEnv>, to: string): Promise<void> {
  const { mail } = c.get('deps');
  const t = c.get('t');
  try {
    await mail.send({ to, subject: t.mail.passwordChangedSubject, text: t.mail.passwordChangedText, headers: { ...AUTOMATED } });
  } catch (error) {
    logOf(c.get('deps')).error({ requestId: c.get('requestId'), err: error }, 'password-changed mail not sent');
  }
}
