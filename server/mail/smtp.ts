// A minimal SMTP sender (node:net/tls only): EHLO, STARTTLS when offered, AUTH PLAIN, one message
// per connection. Enough for PIN codes; not a general mail library.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';
import type { Mailer, OutgoingMail } from './mailer.ts';

export type SmtpConfig = {
  host: string;
  port: number;
  /** smtps: TLS from the first byte; smtp: plain, upgraded with STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  timeoutMs: number;
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

type Reply = { code: number; lines: string[] };

function replyReader(socket: net.Socket) {
  let buffer = '';
  let pending: { resolve: (r: Reply) => void; reject: (e: Error) => void } | null = null;
  let failure: Error | null = null;
  const settle = () => {
    if (!pending) return;
    if (failure) {
      pending.reject(failure);
      pending = null;
      return;
    }
    const lines: string[] = [];
    let rest = buffer;
    for (let end = rest.indexOf('\n'); end !== -1; end = rest.indexOf('\n')) {
      const line = rest.slice(0, end).replace(/\r$/, '');
      rest = rest.slice(end + 1);
      lines.push(line);
      if (/^\d{3}(?: |$)/.test(line)) {
        buffer = rest;
        const done = pending;
        pending = null;
        done.resolve({ code: Number(line.slice(0, 3)), lines });
        return;
      }
    }
  };
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    settle();
  };
  const onEnd = (error?: Error) => {
    failure ??= error ?? new Error('SMTP server closed the connection');
    settle();
  };
  const onClose = () => onEnd();
  socket.on('data', onData);
  socket.on('error', onEnd);
  socket.on('close', onClose);
  return {
    read: () =>
      new Promise<Reply>((resolve, reject) => {
        pending = { resolve, reject };
        settle();
      }),
    detach: () => {
      socket.off('data', onData);
      socket.off('error', onEnd);
      socket.off('close', onClose);
    },
  };
}

const wrap76 = (s: string) => s.replace(/.{1,76}/g, '$&\r\n');

export function buildMessage(from: string, mail: OutgoingMail, now: Date): string {
  const domain = from.split('@')[1] ?? 'localhost';
  const subject = `=?UTF-8?B?${Buffer.from(mail.subject, 'utf8').toString('base64')}?=`;
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${subject}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    // Base64 lines never start with a dot, so no dot-stuffing is needed.
    wrap76(Buffer.from(mail.text, 'utf8').toString('base64')),
  ].join('\r\n');
}

async function deliver(config: SmtpConfig, mail: OutgoingMail): Promise<void> {
  if (/[\r\n<>]/.test(mail.to)) throw new Error('Invalid recipient address');
  let socket: net.Socket = config.secure
    ? tls.connect({ host: config.host, port: config.port, servername: config.host })
    : net.connect({ host: config.host, port: config.port });
  socket.setTimeout(config.timeoutMs, () => socket.destroy(new Error('SMTP timeout')));
  let reader = replyReader(socket);
  const command = async (line: string | null, expected: number[]) => {
    if (line !== null) socket.write(`${line}\r\n`);
    const reply = await reader.read();
    if (!expected.includes(reply.code)) {
      throw new Error(`SMTP ${line?.split(' ')[0] ?? 'greeting'} failed: ${reply.lines.join(' | ')}`);
    }
    return reply;
  };
  try {
    await command(null, [220]);
    const hello = `EHLO ${config.from.split('@')[1] ?? 'localhost'}`;
    let ehlo = await command(hello, [250]);
    if (!config.secure && ehlo.lines.some((l) => /^250[ -]STARTTLS\b/i.test(l))) {
      await command('STARTTLS', [220]);
      reader.detach();
      const plain = socket;
      socket = tls.connect({ socket: plain, servername: config.host });
      socket.setTimeout(config.timeoutMs, () => socket.destroy(new Error('SMTP timeout')));
      reader = replyReader(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('secureConnect', resolve);
        socket.once('error', reject);
      });
      ehlo = await command(hello, [250]);
    }
    if (config.user) {
      const plainAuth = Buffer.from(`\0${config.user}\0${config.pass ?? ''}`, 'utf8').toString('base64');
      await command(`AUTH PLAIN ${plainAuth}`, [235]);
    }
    await command(`MAIL FROM:<${config.from}>`, [250]);
    await command(`RCPT TO:<${mail.to}>`, [250, 251]);
    await command('DATA', [354]);
    await command(`${buildMessage(config.from, mail, new Date())}\r\n.`, [250]);
    await command('QUIT', [221]).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}

export function createSmtpMailer(config: SmtpConfig): Mailer {
  return { kind: 'smtp', send: (mail) => deliver(config, mail) };
}
