// Code e-mails go through the outbox (docs/product.md#codes): sent at once when SMTP answers, and
// PIN_ACCESS_REQUIRED says `sent: 'now'`; when it does not, the code stands, the answer says
// `queued` (never a 500), and the outbox's pass sends it once SMTP is back, exactly once, in the
// language it was asked in, valid for its minutes from then. A code that lapsed first is not sent.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PinRequestResponseSchema } from '../../src/api/contract/auth.ts';
import { PIN_LENGTH, PIN_RESEND_SECONDS, PIN_VALID_MINUTES } from '../../src/api/contract/limits.ts';
import { noticeMailSender } from '../../server/background/notice-mails.ts';
import { pinCodes, pinMails } from '../../server/db/schema.ts';
import type { Mailer, OutgoingMail } from '../../server/foundation/mailer.ts';
import { PIN_MAIL_BACKOFF_MS, sendDuePinMails } from '../../server/mail/pin-mail.ts';
import { expectError } from './support/errors.ts';
import { captureLog } from './support/log-capture.ts';
import { freshEmail, pinPath } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';

/** An SMTP relay that keeps what it is given, or refuses while `failing`. */
const relay: Mailer & { failing: boolean; sent: OutgoingMail[] } = {
  failing: false,
  sent: [],
  kind: 'smtp',
  async send(mail) {
    if (relay.failing) throw new Error('421 the relay is away');
    relay.sent.push(mail);
  },
};

const logged = captureLog();
const t = useTestApp({ mail: () => relay, log: logged.log });
const RESEND_MINUTES = PIN_RESEND_SECONDS / 60;
const pass = () => sendDuePinMails(t.deps);
const mailsTo = (email: string) => relay.sent.filter((mail) => mail.to === email);
const pinIn = (mail: OutgoingMail) => mail.text.match(new RegExp(`\\b\\d{${PIN_LENGTH}}\\b`))![0];
const grant = (email: string, pin: string) => t.request(pinPath(email, 'grant'), { json: { email, pin } });

async function mailRow(email: string) {
  const [code] = await t.db.select().from(pinCodes).where(eq(pinCodes.email, email)).orderBy(desc(pinCodes.id)).limit(1);
  const [mail] = await t.db.select().from(pinMails).where(eq(pinMails.code_id, code!.id));
  return mail!;
}

/** Past every backoff a failed mail waits, so a pass finds it due. */
const pastBackoff = () => t.clock.advance(Math.max(...PIN_MAIL_BACKOFF_MS) / 60_000);

beforeEach(async () => {
  relay.failing = false;
  relay.sent.length = 0;
  // Each test starts from an outbox with nothing due: what earlier tests left counts as given up.
  await t.db.update(pinMails).set({ failed_at: t.clock.now() }).where(and(isNull(pinMails.sent_at), isNull(pinMails.failed_at)));
});

describe('PIN_ACCESS_REQUIRED says how the code left', () => {
  it('sent now, with the seconds until another; within that minute, sent earlier and none sent', async () => {
    const email = freshEmail('now');
    const first = await expectError(await t.request(pinPath(email, 'valid')), 'PIN_ACCESS_REQUIRED');
    expect(first.meta).toEqual({ sent: 'now', resend_in_seconds: PIN_RESEND_SECONDS });
    expect(mailsTo(email)).toHaveLength(1);

    const again = await expectError(await t.request(pinPath(email, 'valid')), 'PIN_ACCESS_REQUIRED');
    expect(again.meta?.sent).toBe('earlier');
    expect(again.meta?.resend_in_seconds).toBeGreaterThan(0);
    expect(again.meta?.resend_in_seconds).toBeLessThanOrEqual(PIN_RESEND_SECONDS);
    expect(mailsTo(email)).toHaveLength(1);
    // Sent is sent: the outbox has nothing more for it, and keeps no digits.
    expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await mailRow(email)).toMatchObject({ attempts: 1, sealed_pin: null, failed_at: null });
  });

  it('INVALID_PIN says the tries left', async () => {
    const email = freshEmail('tries');
    await t.request(pinPath(email, 'valid'));
    const pin = pinIn(mailsTo(email)[0]!);
    const wrong = String((Number(pin) + 1) % 10 ** PIN_LENGTH).padStart(PIN_LENGTH, '0');
    expect((await expectError(await grant(email, wrong), 'INVALID_PIN')).meta).toEqual({ tries_left: 4 });
    expect((await grant(email, pin)).status).toBe(200);
  });
});

describe('while SMTP does not answer', () => {
  it('answers queued, not 500; once SMTP is back the outbox sends the code exactly once, and it works', async () => {
    const email = freshEmail('queued');
    relay.failing = true;
    const res = await t.request(pinPath(email, 'valid'), { lang: 'en' });
    expect((await expectError(res, 'PIN_ACCESS_REQUIRED')).meta).toEqual({ sent: 'queued', resend_in_seconds: PIN_RESEND_SECONDS });
    const queued = await mailRow(email);
    expect(queued).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, last_error: '421 the relay is away' });
    // The digits wait sealed, never as they are.
    expect(queued.sealed_pin).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(logged.lines.some((line) => line.level === 'warn' && line.msg === 'code mail not sent: tried again later')).toBe(true);

    // Still down: tried again after its backoff, not before.
    expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 0 });
    pastBackoff();
    expect(await pass()).toEqual({ sent: 0, retried: 1, failed: 0 });

    relay.failing = false;
    pastBackoff();
    // The background's own pass (every server runs it) sends it: once, however many passes run.
    await Promise.all([noticeMailSender(t.deps, logged.log).pass(), pass(), pass()]);
    expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const [mail] = mailsTo(email);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mail!.subject).toBe('Your Casillero verification code');
    expect(await mailRow(email)).toMatchObject({ attempts: 3, sealed_pin: null, last_error: null, sent_at: expect.any(Date) });

    // Valid for its minutes from the mail, as the mail says, though asked for earlier.
    t.clock.advance(PIN_VALID_MINUTES - 1);
    expect((await grant(email, pinIn(mail!))).status).toBe(200);
  });

  it('a resend says queued too', async () => {
    const email = freshEmail('resend');
    await t.request(pinPath(email, 'valid'));
    relay.failing = true;
    t.clock.advance(RESEND_MINUTES);
    const res = await t.request(pinPath(email, 'request'));
    expect(res.status).toBe(200);
    expect(PinRequestResponseSchema.parse(await res.json()).data.sent).toBe('queued');
  });

  it('gives up a mail whose code lapsed first: replaced by a newer one, or expired', async () => {
    const replaced = freshEmail('replaced');
    const expired = freshEmail('expired');
    relay.failing = true;
    await t.request(pinPath(replaced, 'valid'));
    await t.request(pinPath(expired, 'valid'));
    relay.failing = false;
    t.clock.advance(RESEND_MINUTES);
    await t.request(pinPath(replaced, 'request'));
    expect(mailsTo(replaced)).toHaveLength(1);

    t.clock.advance(PIN_VALID_MINUTES);
    expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(mailsTo(replaced)).toHaveLength(1);
    expect(mailsTo(expired)).toHaveLength(0);
    expect(await mailRow(expired)).toMatchObject({ failed_at: expect.any(Date), sealed_pin: null, sent_at: null });
  });
});
