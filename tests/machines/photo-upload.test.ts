import { expect } from 'vitest';
import { photoUploadMachine } from '../../machines/photo-upload.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';
import { named } from '../support/path-words.ts';

const LIMIT = 10_000_000;
const png = { size: 2048, type: 'image/png' };
const huge = { size: LIMIT + 1, type: 'image/jpeg' };
const pdf = { size: 2048, type: 'application/pdf' };
const saved = { id: 3, profile_image: '/media/x.png' };

const events = [
  named('a PNG', { type: 'CHOOSE', photo: png }),
  named('a photo over the limit', { type: 'CHOOSE', photo: huge }),
  named('a PDF', { type: 'CHOOSE', photo: pdf }),
  // How the upload child ended (its output): the walk stands in for it.
  { type: 'xstate.done.actor.upload', output: { outcome: 'saved', saved } },
  ...[failure('PAYLOAD_TOO_LARGE'), failure('UNSUPPORTED_MEDIA'), failure('NETWORK_ERROR'), failure('SERVER_ERROR')].map((error) => ({
    type: 'xstate.done.actor.upload',
    output: { outcome: 'failed', error },
  })),
];

type Step = { type: string; photo?: typeof png; output?: { outcome: string; error?: { code: string } } };
const isSaved = (step: Step) => step.output?.outcome === 'saved';
const idleToast = (step: Step): string | undefined => {
  if (step.type === 'CHOOSE') return step.photo === pdf ? 'profile-alert-photo-type' : step.photo === huge ? 'profile-alert-photo-too-large' : undefined;
  if (isSaved(step)) return 'profile-alert-photo-success';
  return {
    PAYLOAD_TOO_LARGE: 'profile-alert-photo-too-large',
    UNSUPPORTED_MEDIA: 'profile-alert-photo-type',
    NETWORK_ERROR: 'alert-network-error',
    SERVER_ERROR: 'profile-alert-photo-error',
  }[step.output?.error?.code ?? ''];
};

/** What the walk's stand-in for the upload child was started with. */
const childInput = (child: unknown) => (child as { getSnapshot(): { input?: unknown } } | undefined)?.getSnapshot().input;

// a refused choice stays idle with its message; a good one goes up and ends with a toast.
testMachinePaths({
  machine: photoUploadMachine,
  inputs: [{ maxBytes: LIMIT, types: ['image/jpeg', 'image/png'] }],
  events,
  recordActions: ['announcePhoto'],
  checks: {
    idle: ({ snapshot, event, emitted, calls }) => {
      const step = event as Step;
      expect(snapshot.hasTag('loading')).toBe(false);
      expect(snapshot.context.photo).toBeNull();
      expect(snapshot.children.upload).toBeUndefined();
      expect(toastIds(emitted)).toEqual([idleToast(step)]);
      expect(calls).toEqual(isSaved(step) ? ['announcePhoto'] : []);
    },
    uploading: ({ snapshot, event, emitted }) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.photo).toEqual(png);
      expect(emitted).toEqual([]);
      expect((event as Step).photo).toBe(png);
      // The upload child runs (it owns the progress), with the chosen file to send.
      expect(childInput(snapshot.children.upload)).toEqual({ body: png });
    },
  },
});
