import { expect } from 'vitest';
import { ERROR_STATUS, ErrorBodySchema, type ErrorBody, type ErrorCode } from '../../../src/api/contract/envelope.ts';

/** The contract's error body of a response, checked to carry `code` with its HTTP status. */
export async function expectError(res: Response, code: ErrorCode): Promise<ErrorBody> {
  const body = ErrorBodySchema.parse(await res.json());
  expect(body.code).toBe(code);
  expect(res.status).toBe(ERROR_STATUS[code]);
  return body;
}
