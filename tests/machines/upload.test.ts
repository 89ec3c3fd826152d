import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { uploadMachine, uploadMachineFor, uploadPercent, type UploadInput, type UploadOutput, type UploadReport } from '../../machines/upload.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure } from './support/toasts.ts';

const body = { draft: { amount: 10 }, file: { name: 'proof.pdf' } };
const saved = { id: 40 };

const events = [
  { type: 'UPLOAD_PROGRESS', loaded: 30, total: 120 },
  { type: 'UPLOAD_PROGRESS', loaded: 10, total: 0 },
  { type: 'UPLOAD_DONE', saved },
  { type: 'UPLOAD_FAILED', error: failure('FAILED_VALIDATION', { fieldErrors: { amount: ['Too much.'] } }) },
  { type: 'UPLOAD_FAILED', error: failure('NETWORK_ERROR') },
  // The sending actor itself failed (it could not start the request).
  { type: 'xstate.error.actor.sendBody', error: new Error('no file') },
];

type Step = { type: string; loaded?: number; total?: number; error?: unknown; saved?: unknown };

// sending (progress) → saved | failed, with the outcome as output.
testMachinePaths({
  machine: uploadMachine,
  inputs: [{ body }],
  events,
  checks: {
    sending: ({ snapshot, event }) => {
      const step = event as Step;
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.status).toBe('active');
      expect(snapshot.context.body).toEqual(body);
      expect(snapshot.context.outcome).toBeNull();
      expect(snapshot.context.progress).toBe(uploadPercent({ loaded: step.loaded ?? 0, total: step.total ?? 0 }));
    },
    saved: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.progress).toBe(100);
      expect(snapshot.output).toEqual({ outcome: 'saved', saved });
    },
    failed: ({ snapshot, event }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.progress).toBe(0);
      expect(snapshot.output).toEqual({ outcome: 'failed', error: (event as Step).error });
    },
  },
});

describe('the upload machine', () => {
  it('sends its body with the provided sendBody and ends with what it reported', () => {
    const sent: unknown[] = [];
    const machine = uploadMachineFor<{ name: string }, { id: number }>().provide({
      actors: {
        sendBody: fromCallback<UploadReport<{ id: number }>, UploadInput<{ name: string }>>(({ input, sendBack }) => {
          sent.push(input.body);
          sendBack({ type: 'UPLOAD_PROGRESS', loaded: 1, total: 4 });
          sendBack({ type: 'UPLOAD_DONE', saved: { id: 7 } });
        }),
      },
    });
    const actor = createActor(machine, { input: { body: { name: 'bill.pdf' } } }).start();
    expect(sent).toEqual([{ name: 'bill.pdf' }]);
    const output: UploadOutput<{ id: number }> | undefined = actor.getSnapshot().output;
    expect(output).toEqual({ outcome: 'saved', saved: { id: 7 } });
  });

  it('percent: rounded, capped at 100, 0 without a total', () => {
    expect(uploadPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(uploadPercent({ loaded: 5, total: 4 })).toBe(100);
    expect(uploadPercent({ loaded: 5, total: 0 })).toBe(0);
  });
});
