// What a code's refusal says of it reaches the flows (docs/product.md#responses): PIN_ACCESS_REQUIRED's
// `meta.sent`, INVALID_PIN's `meta.tries_left`. A backend that leaves it out, or sends a `meta` the
// portal cannot read, still gives the refusal's code: the portal words it as before.
import { describe, expect, it } from 'vitest';
import { errorFromAnswer } from '../../src/api/upload.ts';

const refusal = (code: string, extra: object = {}) => ({ code, message: 'texto', ...extra });

describe('an error answer with meta', () => {
  it('carries the code-related fields', () => {
    expect(errorFromAnswer(403, refusal('PIN_ACCESS_REQUIRED', { meta: { sent: 'queued', resend_in_seconds: 60 } }), '403').meta).toEqual({
      sent: 'queued',
      resend_in_seconds: 60,
    });
    expect(errorFromAnswer(422, refusal('INVALID_PIN', { meta: { tries_left: 3 } }), '422').meta).toEqual({ tries_left: 3 });
  });

  it('is the same refusal without it, or with one it cannot read', () => {
    for (const body of [refusal('PIN_ACCESS_REQUIRED'), refusal('PIN_ACCESS_REQUIRED', { meta: { sent: 'later' } }), refusal('PIN_ACCESS_REQUIRED', { meta: 'x' })]) {
      const error = errorFromAnswer(403, body, '403');
      expect(error.code).toBe('PIN_ACCESS_REQUIRED');
      expect(error.meta).toEqual({});
    }
  });
});
