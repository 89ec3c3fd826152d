import { expect } from 'vitest';
import { preAlertCreateMachine } from '../../machines/pre-alert-create.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const values = { tracking: '1Z999', cost: 19.99, invoice: { name: 'bill.pdf' } };
const costErrors = { cost: ['The value must equal the bill.'] };
const fileTooLarge = { invoice: ['Too large.'] };
const fileType = { invoice: ['Not a JPEG, PNG or PDF.'] };

const events = [
  { type: 'SUBMIT', values },
  // How the upload child ended (its output): the walk stands in for it.
  { type: 'xstate.done.actor.upload', output: { outcome: 'saved', saved: { id: 9 } } },
  ...[
    failure('FAILED_VALIDATION', { fieldErrors: costErrors }),
    failure('PAYLOAD_TOO_LARGE', { fieldErrors: fileTooLarge }),
    failure('UNSUPPORTED_MEDIA', { fieldErrors: fileType }),
    failure('NETWORK_ERROR'),
    failure('SERVER_ERROR'),
  ].map((error) => ({ type: 'xstate.done.actor.upload', output: { outcome: 'failed', error } })),
  // The success modal closed.
  { type: 'CLOSE' },
];

type Step = { type: string; output?: { outcome: string; error?: { code: string } } };
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

/** What the walk's stand-in for the upload child was started with. */
const childInput = (child: unknown) => (child as { getSnapshot(): { input?: unknown } } | undefined)?.getSnapshot().input;

// editing → uploading (the upload child) → created → closed | editing with the right toast.
testMachinePaths({
  machine: preAlertCreateMachine,
  events,
  checks: {
    editing: ({ snapshot, event, emitted }) => {
      expect(snapshot.hasTag('loading')).toBe(false);
      expect(snapshot.context.created).toBeNull();
      expect(snapshot.children.upload).toBeUndefined();
      const code = (event as Step).output?.error?.code;
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
      expect(event.type).toBe('SUBMIT');
      // The upload child runs (it owns the progress), with the draft to send.
      expect(childInput(snapshot.children.upload)).toEqual({ body: values });
    },
    created: ({ snapshot, emitted }) => {
      // The modal: the flow waits for it to close.
      expect(snapshot.status).toBe('active');
      expect(snapshot.context.created).toEqual({ id: 9 });
      expect(snapshot.children.upload).toBeUndefined();
      expect(emitted.filter((e) => e.type === 'notify')).toEqual([]);
    },
    closed: ({ snapshot, event, emitted }) => {
      // Closed: the flow is over, and the page goes to the list.
      expect(event.type).toBe('CLOSE');
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.created).toEqual({ id: 9 });
      expect(emitted).toEqual([]);
    },
  },
});
