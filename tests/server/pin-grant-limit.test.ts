// Wrong codes are limited per caller address, over every e-mail (a file of its own: the address's count is the file's).
import { expect, it } from 'vitest';
import { PIN_GRANT_ATTEMPTS, PIN_GRANT_WINDOW_MINUTES } from '../../server/rate-limits.ts';
import { PIN_MAX_TRIES } from '../../src/api/contract/limits.ts';
import { expectError } from './support/errors.ts';
import { freshEmail, grant, latestPin, pinPath, proveEmail, wrongPin } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';
import { useMovableTime } from './support/time.ts';

const t = useTestApp();
const time = useMovableTime();

async function sentPin(email: string) {
  await t.request(pinPath(email, 'valid'));
  return latestPin(t, email);
}

it(`allows ${PIN_GRANT_ATTEMPTS} wrong codes per ${PIN_GRANT_WINDOW_MINUTES} min from one address; right ones do not count`, async () => {
  let wrong = 0;
  while (wrong < PIN_GRANT_ATTEMPTS) {
    const email = freshEmail('guess');
    const pin = await sentPin(email);
    for (let i = 0; i < PIN_MAX_TRIES && wrong < PIN_GRANT_ATTEMPTS; i++, wrong++) {
      await expectError(await grant(t, email, wrongPin(pin)), 'INVALID_PIN');
    }
    if (wrong === PIN_MAX_TRIES) await proveEmail(t, freshEmail('right'));
  }

  const email = freshEmail('late');
  const pin = await sentPin(email);
  const limited = await grant(t, email, pin);
  await expectError(limited, 'TOO_MANY_REQUESTS');
  const retryAfter = Number(limited.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(PIN_GRANT_WINDOW_MINUTES * 60);

  time.pass(PIN_GRANT_WINDOW_MINUTES);
  await proveEmail(t, email);
});

it(`checks at most ${PIN_GRANT_ATTEMPTS} of 60 parallel wrong codes from one address`, async () => {
  const address = '192.0.2.77';
  const targets = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const email = freshEmail(`race${i}`);
      await t.request(pinPath(email, 'valid'));
      return { email, pin: await latestPin(t, email) };
    }),
  );
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => {
      const { email, pin } = targets[i % targets.length]!;
      return t.request(pinPath(email, 'grant'), { json: { email, pin: wrongPin(pin) }, address });
    }),
  );
  const codes = await Promise.all(answers.map(async (res) => ((await res.json()) as { code: string }).code));
  expect(codes.filter((code) => code === 'INVALID_PIN')).toHaveLength(PIN_GRANT_ATTEMPTS);
  expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(60 - PIN_GRANT_ATTEMPTS);
});
