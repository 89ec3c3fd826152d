import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';

/**
 * The "your password was changed" e-mail, in the request's language. The change is done by then:
 * a mail that cannot be sent is reported, never turned into a failed answer.
 */
export async function tellPasswordChanged(c: Context<AppEnv>, to: string): Promise<void> {
  const { mail, logError } = c.get('deps');
  const t = c.get('t');
  try {
    await mail.send({ to, subject: t.mail.passwordChangedSubject, text: t.mail.passwordChangedText });
  } catch (error) {
    (logError ?? console.error)(error, 'password-changed mail');
  }
}
