// Mail over SMTP through nodemailer. TLS is required before anything else is said (docs/product.md#e-mail):
// smtps:// speaks TLS from the first byte; smtp:// must be upgraded with STARTTLS, and a server
// that does not offer it gets no credentials and no message. Certificates are verified.
import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from '../foundation/mailer.ts';
import { DEFAULT_FROM_NAME, type MailSender } from '../foundation/mail-sender.ts';

export type SmtpConfig = {
  host: string;
  port: number;
  /** smtps: TLS from the first byte; smtp: STARTTLS, required. */
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  /** The name beside `from`, and the Reply-To (MAIL_FROM_NAME, MAIL_REPLY_TO); the company's name and no Reply-To by default. */
  sender?: MailSender;
  timeoutMs: number;
  /** Certificates to trust besides the system's (a private relay; the tests' own server). */
  ca?: string;
};

/** `smtp://user:pass@host:587?from=no-reply@example.com` or `smtps://…:465`. */
export function parseMailUrl(mailUrl: string): SmtpConfig {
  let url: URL;
  try {
    url = new URL(mailUrl);
  } catch {
    throw new Error('MAIL_URL is not a valid URL; expected smtp://user:pass@host:port?from=address');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`MAIL_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    pass: url.password ? decodeURIComponent(url.password) : undefined,
    from: url.searchParams.get('from') ?? 'no-reply@casillero.test',
    timeoutMs: 15_000,
  };
}

/** One plain address: no spaces, separators, quotes or angle brackets. */
const SINGLE_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

export function createSmtpMailer(config: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    requireTLS: !config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
    tls: { minVersion: 'TLSv1.2', ca: config.ca },
  });
  const sender = config.sender ?? { fromName: DEFAULT_FROM_NAME };
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      // nodemailer reads "a@b.co, c@d.co" (or a line break) as two recipients: only one may go.
      if (!SINGLE_ADDRESS.test(mail.to)) throw new Error(`Invalid recipient: ${JSON.stringify(mail.to)}`);
      await transport.sendMail({
        // nodemailer quotes and encodes the name: `From: Casillero <no-reply@…>`.
        from: { name: sender.fromName, address: config.from },
        replyTo: sender.replyTo,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments?.map((file) => ({ ...file, contentDisposition: 'inline' as const })),
      });
    },
  };
}
