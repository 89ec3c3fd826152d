import { assign, fromCallback, setup } from 'xstate';

/** What the sending actor tells the upload machine while it sends a multipart body. */
export type UploadReport<Saved> =
  | { type: 'UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOAD_DONE'; saved: Saved }
  | { type: 'UPLOAD_FAILED'; error: unknown };

/** Percent of the body sent, 0–100, for a progress bar. */
export const uploadPercent = ({ loaded, total }: { loaded: number; total: number }): number =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/** What the parent flow gives the upload: the body its app-provided `sendBody` actor sends. */
export type UploadInput<Body> = { body: Body };

/** How an upload ended, the machine's output: what the server saved, or the failed call. */
export type UploadOutput<Saved> = { outcome: 'saved'; saved: Saved } | { outcome: 'failed'; error: unknown };

export type UploadContext<Body, Saved> = {
  body: Body;
  /** Percent of the body sent, 0–100: the parent's view reads it from `snapshot.children.upload`. */
  progress: number;
  /** Set when the upload ends; the machine's output. */
  outcome: UploadOutput<Saved> | null;
};

/** A finished upload's failure, as the params of a parent's guards and actions (`hasCode`, `errorParams`-style); none when saved. */
export const uploadErrorParams = ({ event }: { event: { output: UploadOutput<unknown> } }) => ({
  error: event.output.outcome === 'failed' ? event.output.error : undefined,
});

/** A finished upload's outcome, as the params of a parent's guard. */
export const uploadOutputParams = <Saved>({ event }: { event: { output: UploadOutput<Saved> } }) => ({ output: event.output });

/** A parent's named guard: the upload saved its body (`isUploadSaved: uploadSaved`). */
export const uploadSaved = (_: unknown, params: { output: UploadOutput<unknown> }): boolean => params.output.outcome === 'saved';

/** What a saved upload's server answer was (null after a failure, which takes the failure's transitions). */
export const savedOf = <Saved>(output: UploadOutput<Saved>): Saved | null => (output.outcome === 'saved' ? output.saved : null);

/**
 * One multipart upload with its progress (the payment's proof, the pre-alert's bill, the profile
 * picture): the parent flow invokes it as its `upload` child with the body to send, and reads how
 * it ended from its output. The body is sent by `sendBody`, which the app provides.
 *
 * It is typed by the body its parent sends and by what the server saves: `uploadMachineFor<Body,
 * Saved>()` gives the same machine for those types, and `uploadMachine` is it for any.
 */
export const uploadMachineFor = <Body, Saved>() =>
  setup({
    types: {
      context: {} as UploadContext<Body, Saved>,
      events: {} as UploadReport<Saved>,
      input: {} as UploadInput<Body>,
      output: {} as UploadOutput<Saved>,
    },
    actors: {
      // Sends the body; reports UPLOAD_PROGRESS, then UPLOAD_DONE or UPLOAD_FAILED. Leaving the
      // upload (the parent leaves its state) cancels it.
      sendBody: fromCallback<UploadReport<Saved>, UploadInput<Body>>(() => {
        throw new Error('sendBody is provided by the app');
      }),
    },
    actions: {
      assignProgress: assign((_, params: { loaded: number; total: number }) => ({ progress: uploadPercent(params) })),
      assignSaved: assign((_, params: { saved: Saved }) => ({ progress: 100, outcome: { outcome: 'saved' as const, saved: params.saved } })),
      assignFailure: assign((_, params: { error: unknown }) => ({ progress: 0, outcome: { outcome: 'failed' as const, error: params.error } })),
    },
  }).createMachine({
    id: 'upload',
    description: 'One file upload (multipart) with its progress bar; it ends saved or failed, and its parent flow decides what follows.',
    context: ({ input }) => ({ body: input.body, progress: 0, outcome: null }),
    initial: 'sending',
    states: {
      sending: {
        description: 'The body goes up; the progress bar shows the percent sent.',
        tags: ['loading'],
        invoke: {
          id: 'sendBody',
          src: 'sendBody',
          input: ({ context }) => ({ body: context.body }),
          onError: {
            description: 'The upload could not even start: a failure like any other.',
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
        on: {
          UPLOAD_PROGRESS: { actions: { type: 'assignProgress', params: ({ event }) => ({ loaded: event.loaded, total: event.total }) } },
          UPLOAD_DONE: { target: 'saved', actions: { type: 'assignSaved', params: ({ event }) => ({ saved: event.saved }) } },
          UPLOAD_FAILED: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      saved: {
        description: 'The server saved it: the output carries its answer.',
        type: 'final',
      },
      failed: {
        description: 'The server refused it or could not be reached: the output carries the failure, for the parent to tell apart.',
        type: 'final',
      },
    },
    // Each final state is entered with its outcome assigned.
    output: ({ context }): UploadOutput<Saved> => context.outcome ?? { outcome: 'failed', error: undefined },
  });

/** The upload machine for any body and answer: the one the diagrams and its tests use. */
export const uploadMachine = uploadMachineFor<unknown, unknown>();
