// Code e-mails: 1 a minute per e-mail, PIN_MAILS_PER_HOUR an hour per e-mail and purpose, and
// PIN_MAILS_PER_ADDRESS_PER_HOUR an hour per client address (docs/product.md#rate-limits). Past an
// hour's allowance pin/valid and pin/request answer TOO_MANY_REQUESTS with Retry-After, never an
// answer saying a code was sent.
import { describe, expect, it } from 'vitest';
import { PIN_MAILS_PER_ADDRESS_PER_HOUR, PIN_MAILS_PER_HOUR } from '../../server/rate-limits.ts';
import { PIN_RESEND_SECONDS } from '../../src/api/contract/limits.ts';
import { expectError } from './support/errors.ts';
import { freshEmail, mailbox, pinPath, signUp } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';
import { useMovableTime } from './support/time.ts';

// The address limit at its default (the test app otherwise gives its one address room).
const t = useTestApp({ rateLimits: { PIN_MAILS_PER_ADDRESS_PER_HOUR } });
const time = useMovableTime();
const RESEND_MINUTES = PIN_RESEND_SECONDS / 60;
const HOUR = 60;

const ask = (email: string, action: 'valid' | 'request', address: string, purpose = 'signup') =>
  t.request(pinPath(email, action, purpose), { address, lang: 'en' });

/** TOO_MANY_REQUESTS in the request's language, with the seconds to wait, within the hour. */
async function expectRefused(res: Response) {
  const body = await expectError(res, 'TOO_MANY_REQUESTS');
  expect(body.message).toBe('Too many attempts. Please try again later.');
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(HOUR * 60);
}

describe('code e-mails per e-mail and purpose', () => {
  it(`sends at most ${PIN_MAILS_PER_HOUR} an hour, however asked for; past them pin/valid refuses too and sends nothing`, async () => {
    const address = '192.0.2.30';
    const email = freshEmail('hourly');
    await expectError(await ask(email, 'valid', address), 'PIN_ACCESS_REQUIRED');
    for (let i = 1; i < PIN_MAILS_PER_HOUR; i++) {
      t.clock.advance(RESEND_MINUTES);
      expect((await ask(email, 'request', address)).status).toBe(200);
    }
    expect(await mailbox(t, email)).toHaveLength(PIN_MAILS_PER_HOUR);
    // Within the resend minute the code just sent stands.
    await expectError(await ask(email, 'valid', address), 'PIN_ACCESS_REQUIRED');

    t.clock.advance(RESEND_MINUTES);
    await expectRefused(await ask(email, 'request', address));
    await expectRefused(await ask(email, 'valid', address));
    expect(await mailbox(t, email)).toHaveLength(PIN_MAILS_PER_HOUR);

    time.pass(HOUR);
    await expectError(await ask(email, 'valid', address), 'PIN_ACCESS_REQUIRED');
    expect(await mailbox(t, email)).toHaveLength(PIN_MAILS_PER_HOUR + 1);
  });

  it('counts sign-up and recovery apart: sign-up codes never spend the recovery allowance', async () => {
    const address = '192.0.2.31';
    const { email } = await signUp(t);
    for (let i = 1; i < PIN_MAILS_PER_HOUR; i++) {
      t.clock.advance(RESEND_MINUTES);
      expect((await ask(email, 'request', address)).status).toBe(200);
    }
    t.clock.advance(RESEND_MINUTES);
    await expectRefused(await ask(email, 'valid', address));
    await expectError(await ask(email, 'valid', address, 'recovery'), 'PIN_ACCESS_REQUIRED');
    expect(await mailbox(t, email)).toHaveLength(PIN_MAILS_PER_HOUR + 1);
    time.pass(HOUR);
  });
});

describe('code e-mails per client address', () => {
  it(`sends at most ${PIN_MAILS_PER_ADDRESS_PER_HOUR} an hour from one address, to any e-mails; others still get theirs`, async () => {
    const address = '198.51.100.20';
    const emails = Array.from({ length: PIN_MAILS_PER_ADDRESS_PER_HOUR + 1 }, (_, i) => freshEmail(`spray${i}`));
    for (const email of emails.slice(0, -1)) await expectError(await ask(email, 'valid', address), 'PIN_ACCESS_REQUIRED');
    const last = emails.at(-1)!;
    await expectRefused(await ask(last, 'valid', address));
    await expectRefused(await ask(last, 'request', address));
    expect(await mailbox(t, last)).toHaveLength(0);
    // The refusals spent nothing of the e-mail's own allowance: from another address, it gets its code.
    await expectError(await ask(last, 'valid', '198.51.100.21'), 'PIN_ACCESS_REQUIRED');
    expect(await mailbox(t, last)).toHaveLength(1);

    time.pass(HOUR);
    await expectError(await ask(freshEmail('later'), 'valid', address), 'PIN_ACCESS_REQUIRED');
  });
});
