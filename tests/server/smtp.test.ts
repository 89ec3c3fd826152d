// The SMTP sender against a scripted fake server on localhost.
import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMessage, createSmtpMailer, parseMailUrl } from '../../server/mail/smtp.ts';

let server: net.Server | undefined;
afterEach(() => server?.close());

/** A server that answers every command as a real one would, and records the conversation. */
async function fakeSmtp(options: { rejectRcpt?: boolean } = {}) {
  const lines: string[] = [];
  server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        lines.push(line);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake\r\n250-AUTH PLAIN\r\n250 SIZE 1000000\r\n');
        else if (verb === 'AUTH') socket.write('235 ok\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') socket.write(options.rejectRcpt ? '550 no such user\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 unknown\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return { port, lines };
}

describe('parseMailUrl', () => {
  it('reads host, port, credentials and sender', () => {
    expect(parseMailUrl('smtp://user%40x:p%40ss@mail.example.com:2525?from=hola@casillero.test')).toMatchObject({
      host: 'mail.example.com', port: 2525, secure: false, user: 'user@x', pass: 'p@ss', from: 'hola@casillero.test',
    });
    expect(parseMailUrl('smtps://mail.example.com')).toMatchObject({ port: 465, secure: true });
  });

  it('explains a wrong MAIL_URL', () => {
    expect(() => parseMailUrl('not a url')).toThrow(/MAIL_URL is not a valid URL/);
    expect(() => parseMailUrl('http://mail.example.com')).toThrow(/smtp:\/\/ or smtps:\/\//);
  });
});

describe('createSmtpMailer', () => {
  it('delivers a UTF-8 message with AUTH PLAIN', async () => {
    const { port, lines } = await fakeSmtp();
    const mailer = createSmtpMailer({ ...parseMailUrl(`smtp://u:p@127.0.0.1:${port}?from=no-reply@casillero.test`), timeoutMs: 5000 });
    await mailer.send({ to: 'ana@casillero.test', subject: 'Tu código', text: 'Código: 123456 ñ' });
    expect(lines).toContain(`AUTH PLAIN ${Buffer.from('\0u\0p').toString('base64')}`);
    expect(lines).toContain('MAIL FROM:<no-reply@casillero.test>');
    expect(lines).toContain('RCPT TO:<ana@casillero.test>');
    const body = lines.slice(lines.indexOf('') + 1, lines.indexOf('.')).join('');
    expect(Buffer.from(body, 'base64').toString('utf8')).toBe('Código: 123456 ñ');
    expect(lines).toContain(`Subject: =?UTF-8?B?${Buffer.from('Tu código').toString('base64')}?=`);
  });

  it('fails with the server’s answer when a recipient is refused', async () => {
    const { port } = await fakeSmtp({ rejectRcpt: true });
    const mailer = createSmtpMailer({ ...parseMailUrl(`smtp://127.0.0.1:${port}`), timeoutMs: 5000 });
    await expect(mailer.send({ to: 'x@casillero.test', subject: 's', text: 't' })).rejects.toThrow(/RCPT failed: 550 no such user/);
  });

  it('refuses header injection in the recipient', async () => {
    const mailer = createSmtpMailer({ ...parseMailUrl('smtp://127.0.0.1:1'), timeoutMs: 1000 });
    await expect(mailer.send({ to: 'a@b.co\r\nBcc: evil@x.co', subject: 's', text: 't' })).rejects.toThrow(/Invalid recipient/);
  });

  it('builds a message whose lines never start with a dot', () => {
    const message = buildMessage('a@b.co', { to: 'c@d.co', subject: 's', text: '.\n.leading dots\n'.repeat(50) }, new Date(0));
    expect(message.split('\r\n').some((line) => line.startsWith('.'))).toBe(false);
  });
});
