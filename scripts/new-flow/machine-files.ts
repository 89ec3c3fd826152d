// The machine and its model path test a new flow starts from (docs/architecture.md#the-generator):
// a form sent to the server, its field errors under the fields, a toast when it is done.
import type { FlowOptions } from './options.ts';

/** The form's one field, which the engineer renames and adds to. */
export const FIELD = 'note';

export function machineFile({ names: n, dialog, route }: FlowOptions): string {
  const call = route ? `${route.method} ${route.path.slice(1)}` : `the call the host gives`;
  const closed = dialog
    ? `    idle: {
      description: 'The page that opens the dialog; the dialog closed (again once sent, with a toast).',
      on: { OPEN: 'editing' },
    },
`
    : '';
  const editingTags = dialog ? `\n      tags: ['open'],` : '';
  const sendingTags = dialog ? `['open', 'loading']` : `['loading']`;
  const cancel = dialog ? `\n        CANCEL: { target: 'idle', actions: 'clearFieldErrors' },` : '';
  return `import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { errorParams, fieldErrorsOf, hasCode, notifyFailure } from './failures.ts';
${dialog ? '' : `import type { PageMeta } from './page.ts';\n`}
/** What the form sends. */
export type ${n.pascal}Values = { ${FIELD}: string };

export type ${n.pascal}Context = { fieldErrors: Record<string, string[]> };

export type ${n.pascal}Event = ${dialog ? `{ type: 'OPEN' } | { type: 'CANCEL' } | ` : ''}{ type: 'SUBMIT'; values: ${n.pascal}Values };

export const ${n.camel}Messages = {
  done: msg\`${n.title}: done.\`,
};

${dialog ? '' : `/** The page the flow leaves for when it is done. */
export type ${n.pascal}PageName = 'myAccount';
`}
/**
 * The ${n.words} (docs/product.md#4-flows): the form, then ${call}. The server's field errors show
 * under the fields; any other failure is a toast, and the form keeps what was typed.
 */
export const ${n.camel}Machine = setup({
  types: {
    context: {} as ${n.pascal}Context,
${dialog ? '' : `    meta: {} as PageMeta<${n.pascal}PageName>,\n`}    events: {} as ${n.pascal}Event,
    emitted: {} as NotifyEvent,
  },
  actors: {
    send${n.pascal}: fromPromise<unknown, ${n.pascal}Values>(async () => {
      throw new Error('send${n.pascal} is provided by the app');
    }),
  },
  actions: {
    clearFieldErrors: assign({ fieldErrors: {} }),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error) })),
    notifyDone: emit({ type: 'notify', kind: 'success', message: ${n.camel}Messages.done } as const),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    isFailedValidation: hasCode('FAILED_VALIDATION'),
  },
}).createMachine({
  id: '${n.camel}',
  description: 'The ${n.words}.',
  context: { fieldErrors: {} },
  initial: '${dialog ? 'idle' : 'editing'}',
  states: {
${closed}    editing: {
      description: 'The form.',${editingTags}
      on: {
        SUBMIT: { target: 'sending', actions: 'clearFieldErrors' },${cancel}
      },
    },
    sending: {
      description: '${call}; the form busy.',
      tags: ${sendingTags},
      invoke: {
        id: 'send${n.pascal}',
        src: 'send${n.pascal}',
        input: ({ event }) => (event as Extract<${n.pascal}Event, { type: 'SUBMIT' }>).values,
        onDone: { target: '${dialog ? 'idle' : 'done'}', actions: 'notifyDone' },
        onError: [
          {
            description: 'FAILED_VALIDATION: the server’s field errors under the fields.',
            guard: { type: 'isFailedValidation', params: errorParams },
            target: 'editing',
            actions: { type: 'assignFieldErrors', params: errorParams },
          },
          {
            description: 'Any other failure (no connection, too many tries, the server down): a toast; the form keeps what was typed.',
            target: 'editing',
            actions: { type: 'notifyFailure', params: errorParams },
          },
        ],
      },
    },
${dialog ? '' : `    done: {
      description: 'Sent: a toast, and my account.',
      meta: { page: 'myAccount' },
      type: 'final',
    },
`}  },
});
`;
}

export function machineTestFile({ names: n, dialog }: FlowOptions): string {
  const open = dialog ? `\n  { type: 'OPEN' },\n  { type: 'CANCEL' },` : '';
  const openTag = (value: boolean) => (dialog ? `\n      expect(snapshot.hasTag('open')).toBe(${value});` : '');
  const idle = dialog
    ? `
    idle: ({ snapshot, event, emitted }) => {
      expect(snapshot.hasTag('open')).toBe(false);
      expect(snapshot.context.fieldErrors).toEqual({});
      if (event.type === 'CANCEL') expect(emitted).toEqual([]);
      else {
        expect(event.type).toBe('xstate.done.actor.send${n.pascal}');
        expect(emitted).toEqual([{ type: 'notify', kind: 'success', message: ${n.camel}Messages.done }]);
      }
    },`
    : '';
  return `import { expect } from 'vitest';
import { failureMessages } from '../../machines/failures.ts';
import { ${n.camel}Machine, ${n.camel}Messages } from '../../machines/${n.kebab}.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure } from './support/toasts.ts';

const VALUES = { ${FIELD}: 'Una nota' };
const REFUSED = { ${FIELD}: ['Too long.'] };

const events = [${open}
  { type: 'SUBMIT', values: VALUES },
  { type: 'xstate.done.actor.send${n.pascal}' },
  { type: 'xstate.error.actor.send${n.pascal}', error: failure('FAILED_VALIDATION', { message: 'Check the form.', fieldErrors: REFUSED }) },
  { type: 'xstate.error.actor.send${n.pascal}', error: failure('NETWORK_ERROR') },
];

type Step = { type: string; error?: { code: string } };
const codeOf = (event: Step) => event.error?.code;

testMachinePaths({
  machine: ${n.camel}Machine,
  events,
  checks: {${idle}
    editing: ({ snapshot, event, emitted }) => {${openTag(true)}
      expect(snapshot.hasTag('loading')).toBe(false);
      const code = codeOf(event as Step);
      if (code === 'FAILED_VALIDATION') {
        expect(snapshot.context.fieldErrors).toEqual(REFUSED);
        expect(emitted).toEqual([]);
      } else if (code === 'NETWORK_ERROR') {
        expect(snapshot.context.fieldErrors).toEqual({});
        expect(emitted).toEqual([{ type: 'notify', kind: 'error', message: failureMessages.unreachable }]);
      } else {
        expect(event.type).toBe('${dialog ? 'OPEN' : 'xstate.init'}');
        expect(emitted).toEqual([]);
      }
    },
    sending: ({ snapshot, emitted }) => {${openTag(true)}
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(emitted).toEqual([]);
      const call = snapshot.children.send${n.pascal}?.getSnapshot() as { input?: unknown } | undefined;
      expect(call?.input).toEqual(VALUES);
    },
${dialog ? '' : `    done: ({ snapshot, event, emitted }) => {
      expect(event.type).toBe('xstate.done.actor.send${n.pascal}');
      expect(snapshot.status).toBe('done');
      expect(emitted).toEqual([{ type: 'notify', kind: 'success', message: ${n.camel}Messages.done }]);
    },
`}  },
});
`;
}
