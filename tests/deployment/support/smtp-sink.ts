// An SMTP server for the deployment tests (smtp-server, STARTTLS as the servers require, with a
// certificate made for it: the servers trust it through NODE_EXTRA_CA_CERTS) that keeps what
// arrives, and can stop listening and listen again on the same port, as a relay that goes away and
// comes back.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './servers.ts';

type Delivered = { to: string[]; text: string };
export type SmtpSink = { url: string; caFile: string; delivered: Delivered[]; down(): Promise<void>; up(): Promise<void>; remove(): Promise<void> };

export async function startSmtpSink(): Promise<SmtpSink> {
  const certDir = mkdtempSync(join(tmpdir(), 'casillero-deployment-smtp-'));
  const caFile = join(certDir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', join(certDir, 'key.pem'), '-out', caFile,
  ], { stdio: 'ignore' });
  const key = readFileSync(join(certDir, 'key.pem'), 'utf8');
  const cert = readFileSync(caFile, 'utf8');
  const port = await freePort();
  const delivered: Delivered[] = [];
  let server: SMTPServer | null = null;
  const up = async () => {
    if (server) return;
    server = new SMTPServer({
      key,
      cert,
      authOptional: true,
      disabledCommands: ['AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          delivered.push({ to: session.envelope.rcptTo.map((address) => address.address), text: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  };
  const down = async () => {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  await up();
  return {
    url: `smtp://127.0.0.1:${port}?from=no-reply@casillero.test`,
    caFile,
    delivered,
    up,
    down,
    async remove() {
      await down();
      rmSync(certDir, { recursive: true, force: true });
    },
  };
}
