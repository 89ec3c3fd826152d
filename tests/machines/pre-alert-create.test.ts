import { describe, expect, it } from 'vitest';
import { preAlertCreateMachine } from '../../machines/pre-alert-create.ts';
import { reportCoverage, walkMachine } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const values = { tracking: '1Z999', cost: 19.99, invoice: { name: 'bill.pdf' } };
const costErrors = { cost: ['The value must equal the bill.'] };
const fileTooLarge = { invoice: ['Too large.'] };
const fileType = { invoice: ['Not a JPEG, PNG or PDF.'] };

const events = [
  { type: 'SUBMIT', values },
  { type: 'UPLOAD_PROGRESS', loaded: 50, total: 200 },
  { type: 'UPLOAD_PROGRESS', loaded: 10, total: 0 },
  { type: 'UPLOAD_DONE', saved: { id: 9 } },
  { type: 'UPLOAD_FAILED', error: failure('FAILED_VALIDATION', { fieldErrors: costErrors }) },
  { type: 'UPLOAD_FAILED', error: failure('PAYLOAD_TOO_LARGE', { fieldErrors: fileTooLarge }) },
  { type: 'UPLOAD_FAILED', error: failure('UNSUPPORTED_MEDIA', { fieldErrors: fileType }) },
  { type: 'UPLOAD_FAILED', error: failure('NETWORK_ERROR') },
  { type: 'UPLOAD_FAILED', error: failure('SERVER_ERROR') },
];

type Step = { type: string; error?: { code: string }; loaded?: number; total?: number };
const genericToast: Record<string, string> = {
  NETWORK_ERROR: 'alert-network-error',
  SERVER_ERROR: 'alert-unexpected-error',
};
const failureToast: Record<string, string> = {
  FAILED_VALIDATION: 'create-prealerts-alert-cost-error',
  PAYLOAD_TOO_LARGE: 'create-prealerts-alert-file-too-large',
  UNSUPPORTED_MEDIA: 'create-prealerts-alert-file-type',
  ...genericToast,
};
const serverFieldErrors: Record<string, Record<string, string[]>> = {
  FAILED_VALIDATION: costErrors,
  PAYLOAD_TOO_LARGE: fileTooLarge,
  UNSUPPORTED_MEDIA: fileType,
};

describe('the pre-alert creation machine', () => {
  it('walks its transition cover: editing → uploading (progress) → created | editing with the right toast', () => {
    const result = walkMachine({
      machine: preAlertCreateMachine,
      events: events as never,
      checks: {
        editing: ({ snapshot, event, emitted }) => {
          expect(snapshot.hasTag('loading')).toBe(false);
          expect(snapshot.context.created).toBeNull();
          expect(snapshot.context.progress).toBe(0);
          const code = (event as Step).error?.code;
          expect(code, 'editing is only reached back by a failed upload').toBeDefined();
          // The form keeps what was sent, the file included; the server's field errors show.
          expect(snapshot.context.draft).toEqual(values);
          expect(toastIds(emitted)).toEqual([failureToast[code!]]);
          expect(snapshot.context.fieldErrors).toEqual(serverFieldErrors[code!] ?? {});
        },
        uploading: ({ snapshot, event, emitted }) => {
          expect(snapshot.hasTag('loading')).toBe(true);
          expect(snapshot.context.draft).toEqual(values);
          expect(snapshot.context.fieldErrors).toEqual({});
          expect(emitted).toEqual([]);
          const step = event as Step;
          if (step.type === 'SUBMIT') expect(snapshot.context.progress).toBe(0);
          else expect(snapshot.context.progress).toBe(step.total ? Math.round((step.loaded! / step.total) * 100) : 0);
        },
        created: ({ snapshot, emitted }) => {
          expect(snapshot.status).toBe('done');
          expect(snapshot.context.created).toEqual({ id: 9 });
          expect(snapshot.context.progress).toBe(100);
          expect(emitted.filter((e) => e.type === 'notify')).toEqual([]);
        },
      },
    });
    console.info(reportCoverage('preAlertCreate', result));
    expect(result.states.missing).toEqual([]);
    expect(result.transitions.missing).toEqual([]);
  });
});
