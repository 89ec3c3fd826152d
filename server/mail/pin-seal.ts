// A code's digits while its e-mail waits in the outbox (server/mail/pin-mail.ts): codes are kept
// only as hashes, so the digits the mail needs are sealed with a key made from MEDIA_SECRET, which
// every server of a deployment shares (AES-256-GCM, bound to the code's row: a sealed value moved
// to another row does not open).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'casillero', 'pin-mail-seal', 32));
const boundTo = (codeId: number) => Buffer.from(`pin-mail:${codeId}`);

/** `<iv>.<tag>.<ciphertext>`, each base64url. */
export function sealPin(secret: string, codeId: number, pin: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, keyOf(secret), iv);
  cipher.setAAD(boundTo(codeId));
  const body = Buffer.concat([cipher.update(pin, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The digits sealed for `codeId`; throws when the value is not one this secret sealed for that row. */
export function openPin(secret: string, codeId: number, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('A sealed code has three parts');
  const decipher = createDecipheriv(ALGORITHM, keyOf(secret), iv);
  decipher.setAAD(boundTo(codeId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
