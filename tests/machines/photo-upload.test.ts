import { describe, expect, it } from 'vitest';
import { photoUploadMachine } from '../../machines/photo-upload.ts';
import { reportCoverage, walkMachine } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const LIMIT = 10_000_000;
const png = { size: 2048, type: 'image/png' };
const huge = { size: LIMIT + 1, type: 'image/jpeg' };
const pdf = { size: 2048, type: 'application/pdf' };

const events = [
  { type: 'CHOOSE', photo: png },
  { type: 'CHOOSE', photo: huge },
  { type: 'CHOOSE', photo: pdf },
  { type: 'UPLOAD_PROGRESS', loaded: 512, total: 2048 },
  { type: 'UPLOAD_DONE', saved: { id: 3, profile_image: '/media/x.png' } },
  { type: 'UPLOAD_FAILED', error: failure('PAYLOAD_TOO_LARGE') },
  { type: 'UPLOAD_FAILED', error: failure('UNSUPPORTED_MEDIA') },
  { type: 'UPLOAD_FAILED', error: failure('NETWORK_ERROR') },
  { type: 'UPLOAD_FAILED', error: failure('SERVER_ERROR') },
];

type Step = { type: string; photo?: typeof png; error?: { code: string } };
const idleToast = (step: Step): string | undefined => {
  if (step.type === 'CHOOSE') return step.photo === pdf ? 'profile-alert-photo-type' : step.photo === huge ? 'profile-alert-photo-too-large' : undefined;
  if (step.type === 'UPLOAD_DONE') return 'profile-alert-photo-success';
  return {
    PAYLOAD_TOO_LARGE: 'profile-alert-photo-too-large',
    UNSUPPORTED_MEDIA: 'profile-alert-photo-type',
    NETWORK_ERROR: 'alert-network-error',
    SERVER_ERROR: 'profile-alert-photo-error',
  }[step.error?.code ?? ''];
};

describe('the photo upload machine', () => {
  it('walks its transition cover: a refused choice stays idle with its message; a good one goes up and ends with a toast', () => {
    const result = walkMachine({
      machine: photoUploadMachine,
      inputs: [{ maxBytes: LIMIT, types: ['image/jpeg', 'image/png'] }],
      events: events as never,
      recordActions: ['announcePhoto'],
      checks: {
        idle: ({ snapshot, event, emitted, calls }) => {
          const step = event as Step;
          expect(snapshot.hasTag('loading')).toBe(false);
          expect(snapshot.context.photo).toBeNull();
          expect(snapshot.context.progress).toBe(0);
          expect(toastIds(emitted)).toEqual([idleToast(step)]);
          expect(calls).toEqual(step.type === 'UPLOAD_DONE' ? ['announcePhoto'] : []);
        },
        uploading: ({ snapshot, event, emitted }) => {
          expect(snapshot.hasTag('loading')).toBe(true);
          expect(snapshot.context.photo).toEqual(png);
          expect(emitted).toEqual([]);
          expect(snapshot.context.progress).toBe(event.type === 'UPLOAD_PROGRESS' ? 25 : 0);
        },
      },
    });
    console.info(reportCoverage('photoUpload', result));
    expect(result.states.missing).toEqual([]);
    expect(result.transitions.missing).toEqual([]);
  });
});
