import type { SubmissionResult } from '@conform-to/react';

/**
 * The server's field errors as Conform's last result, so they show under the fields. A new
 * answer is a new object, so the same errors twice still show again.
 */
export function serverResult(fieldErrors: Record<string, string[]>): SubmissionResult<string[]> | undefined {
  return Object.keys(fieldErrors).length > 0 ? { status: 'error', error: fieldErrors } : undefined;
}
