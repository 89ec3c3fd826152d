// Wrong codes are limited per caller address, over every e-mail (a file of its own: the limiter is per app).
import { expect, it } from 'vitest';
import { PIN_GRANT_ATTEMPTS, PIN_GRANT_WINDOW_MINUTES } from '../../server/app.ts';
import { PIN_MAX_TRIES } from '../../src/api/contract/limits.ts';
import { expectError } from './support/errors.ts';
import { freshEmail, grant, latestPin, pinPath, proveEmail, wrongPin } from './support/pins.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

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

  t.clock.advance(PIN_GRANT_WINDOW_MINUTES);
  await proveEmail(t, email);
});
