// The SMTP sender (nodemailer) against a real SMTP server on localhost (smtp-server), with a
// certificate made for the test: TLS comes before AUTH, or nothing is sent.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LOGO_CID } from '../../server/mail/notice/logo.ts';
import { PHOTO_CID } from '../../server/mail/notice/photo.ts';
import { renderNoticeMail } from '../../server/mail/notice/render.ts';
import { pinMailOf } from '../../server/mail/pin-mail.ts';
import { createSmtpMailer, parseMailUrl } from '../../server/mail/smtp.ts';
import { SAMPLE_SETTINGS, sampleFacts, samplePhoto } from './support/notice-mail-samples.ts';

/** A self-signed certificate for 127.0.0.1, made once for this file. */
const certDir = mkdtempSync(join(tmpdir(), 'casillero-smtp-'));
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
  '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem'),
], { stdio: 'ignore' });
const key = readFileSync(join(certDir, 'key.pem'), 'utf8');
const cert = readFileSync(join(certDir, 'cert.pem'), 'utf8');
afterAll(() => rmSync(certDir, { recursive: true, force: true }));

type Seen = { auth: { user: string | undefined; secure: boolean }[]; messages: string[]; recipients: string[] };
let server: SMTPServer | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A real SMTP server that records who authenticated (and whether over TLS) and what arrived. */
async function smtpServer(options: SMTPServerOptions = {}): Promise<{ port: number; seen: Seen }> {
  const seen: Seen = { auth: [], messages: [], recipients: [] };
  server = new SMTPServer({
    key,
    cert,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    onAuth(auth, session, callback) {
      seen.auth.push({ user: auth.username, secure: session.secure });
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      seen.recipients.push(address.address);
      callback(address.address.startsWith('nadie@') ? Object.assign(new Error('no such user'), { responseCode: 550 }) : undefined);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        seen.messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
    logger: false,
    ...options,
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return { port: (server.server.address() as AddressInfo).port, seen };
}

const mailerFor = (url: string) => createSmtpMailer({ ...parseMailUrl(url), timeoutMs: 5000, ca: cert });
const MAIL = { to: 'ana@casillero.test', subject: 'Tu código', text: 'Código: 123456 ñ\n.una línea con punto' };

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
  it('upgrades smtp:// with STARTTLS before it authenticates, and delivers a UTF-8 message', async () => {
    const { port, seen } = await smtpServer();
    await mailerFor(`smtp://u:p@127.0.0.1:${port}?from=no-reply@casillero.test`).send(MAIL);
    expect(seen.auth).toEqual([{ user: 'u', secure: true }]);
    expect(seen.recipients).toEqual(['ana@casillero.test']);
    const parsed = await simpleParser(seen.messages[0]!);
    // The company's name beside the address, unless MAIL_FROM_NAME says otherwise.
    expect(parsed.from?.value).toEqual([{ name: 'Casillero', address: 'no-reply@casillero.test' }]);
    expect(parsed.subject).toBe(MAIL.subject);
    expect(parsed.text?.trim()).toBe(MAIL.text);
  });

  it('delivers a notice e-mail whole: its HTML part, its photo inline by Content-ID, its unsubscribe headers', async () => {
    const { port, seen } = await smtpServer();
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    await mailerFor(`smtp://u:p@127.0.0.1:${port}`).send({
      ...MAIL,
      html: '<p>Recibimos tu paquete <img src="cid:package-photo@casillero" alt="Foto"></p>',
      attachments: [{ filename: 'foto.jpg', contentType: 'image/jpeg', content: photo, cid: 'package-photo@casillero' }],
      headers: { 'List-Unsubscribe': '<https://portal.example.com/unsubscribe/7.PACKAGE_RECEIVED.x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const parsed = await simpleParser(seen.messages[0]!);
    // The parser shows the inline photo as a data: URL; the mail itself names it by cid.
    expect(parsed.html).toMatch(/<img src="data:image\/jpeg;base64,/);
    expect(seen.messages[0]).toContain('Content-ID: <package-photo@casillero>');
    expect(parsed.text?.trim()).toBe(MAIL.text);
    expect(parsed.attachments).toMatchObject([{ contentType: 'image/jpeg', cid: 'package-photo@casillero', contentDisposition: 'inline' }]);
    expect(Buffer.compare(parsed.attachments[0]!.content, photo)).toBe(0);
    const unfolded = seen.messages[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(unfolded).toContain('List-Unsubscribe: <https://portal.example.com/unsubscribe/7.PACKAGE_RECEIVED.x>');
  });

  it('sends nothing, not even the password, to a server that does not offer STARTTLS', async () => {
    const { port, seen } = await smtpServer({ disabledCommands: ['STARTTLS'] });
    await expect(mailerFor(`smtp://u:p@127.0.0.1:${port}`).send(MAIL)).rejects.toThrow();
    expect(seen).toEqual({ auth: [], messages: [], recipients: [] });
  });

  it('speaks TLS from the first byte with smtps://', async () => {
    const { port, seen } = await smtpServer({ secure: true });
    await mailerFor(`smtps://u:p@127.0.0.1:${port}`).send(MAIL);
    expect(seen.auth).toEqual([{ user: 'u', secure: true }]);
    expect(seen.messages).toHaveLength(1);
  });

  it('refuses a server whose certificate it cannot verify', async () => {
    const { port, seen } = await smtpServer();
    const untrusting = createSmtpMailer({ ...parseMailUrl(`smtp://u:p@127.0.0.1:${port}`), timeoutMs: 5000 });
    await expect(untrusting.send(MAIL)).rejects.toThrow(/self.signed|certificate/i);
    expect(seen.auth).toEqual([]);
  });

  it('fails with the server’s answer when a recipient is refused', async () => {
    const { port } = await smtpServer();
    await expect(mailerFor(`smtp://u:p@127.0.0.1:${port}`).send({ ...MAIL, to: 'nadie@casillero.test' })).rejects.toThrow(/550/);
  });

  it.each(['ana@casillero.test\r\nBcc: evil@x.co', 'ana@casillero.test, evil@x.co', 'Ana <evil@x.co>'])(
    'sends nothing to a recipient that is more than one plain address: %j',
    async (to) => {
      const { port, seen } = await smtpServer();
      await expect(mailerFor(`smtp://u:p@127.0.0.1:${port}`).send({ ...MAIL, to })).rejects.toThrow(/Invalid recipient/);
      expect(seen).toEqual({ auth: [], messages: [], recipients: [] });
    },
  );
});

describe('who the e-mails come from (docs/product.md#e-mail)', () => {
  const REPLY_TO = 'soporte@casillero.test';

  it('a code’s and a notice’s: From the company’s name, Reply-To the support address, marked as written by a program', async () => {
    const { port, seen } = await smtpServer();
    const mailer = createSmtpMailer({
      ...parseMailUrl(`smtp://u:p@127.0.0.1:${port}?from=no-reply@casillero.test`),
      sender: { fromName: 'Casillero Envíos "Miami"', replyTo: REPLY_TO },
      timeoutMs: 5000,
      ca: cert,
    });
    await mailer.send(pinMailOf('es', 'ana@casillero.test', '123456'));
    await mailer.send(renderNoticeMail(sampleFacts('PACKAGE_RECEIVED', 'es', { to: 'ana@casillero.test' }), SAMPLE_SETTINGS, samplePhoto()));

    expect(seen.messages).toHaveLength(2);
    for (const raw of seen.messages) {
      const parsed = await simpleParser(raw);
      expect(parsed.from?.value).toEqual([{ name: 'Casillero Envíos "Miami"', address: 'no-reply@casillero.test' }]);
      expect(parsed.replyTo?.value).toEqual([{ name: '', address: REPLY_TO }]);
      expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    }
    const notice = await simpleParser(seen.messages[1]!);
    expect(notice.subject).toBe('Recibimos tu paquete 1Z999AA10123456784');
    expect(notice.attachments.map((file) => [file.cid, file.contentDisposition])).toEqual([[LOGO_CID, 'inline'], [PHOTO_CID, 'inline']]);
    expect(seen.messages[1]!.replace(/\r\n[ \t]+/g, ' ')).toContain('List-Unsubscribe: <https://portal.casillero.example/unsubscribe/');
  });

  it('without MAIL_REPLY_TO, no Reply-To', async () => {
    const { port, seen } = await smtpServer();
    await mailerFor(`smtp://u:p@127.0.0.1:${port}?from=no-reply@casillero.test`).send(pinMailOf('en', 'ana@casillero.test', '123456'));
    const parsed = await simpleParser(seen.messages[0]!);
    expect(parsed.replyTo).toBeUndefined();
    expect(seen.messages[0]).not.toMatch(/^Reply-To:/im);
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });
});
