// The machines' path tests catch a transition sent elsewhere (docs/flows/README.md#path-tests-for-qa).
// Each mutant is a copy of a machine with one transition's target changed
// (tests/machines/support/mutant.ts). Planned from the mutant, its paths would be its own, and
// pass: the tests replay instead the paths its flow's files record (docs/flows/<flow>.paths.md and
// .paths.json), with the flow's own events and checks, as its test file does against the real
// machine. Each mutant must fail there at a step's state, the step that takes the mutated transition.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.ts';
import { pinMachine } from '../../machines/pin.ts';
import { recoveryMachine } from '../../machines/recovery.ts';
import { signUpMachine } from '../../machines/sign-up.ts';
import { everyNth, mutantOf } from '../machines/support/mutant.ts';
import type { MachinePaths } from '../machines/support/path-walk.ts';
import { eventTypeWords, transitionWords } from '../support/path-words.ts';
import { allTransitions, transitionKey } from '../support/statechart-coverage.ts';

// A flow's test file, imported here, hands over its walks (starts, events, checks) instead of
// declaring its tests.
const walksOf = vi.hoisted(() => new Map<string, MachinePaths<AnyStateMachine>>());
vi.mock('../machines/support/path-walk.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  testMachinePaths: (walks: MachinePaths<AnyStateMachine>) => void walksOf.set(walks.machine.id, walks),
}));

/** The flows sampled, with their test file in tests/machines. */
const FLOWS: { machine: AnyStateMachine; file: string }[] = [
  { machine: signUpMachine, file: 'sign-up' },
  { machine: pinMachine, file: 'pin' },
  { machine: checkoutMachine, file: 'checkout' },
  { machine: recoveryMachine, file: 'recovery' },
];

type Mutation = { flow: string; transition: string; from: string; to: string; event: string };
/** Where a mutant sends its transition, in words (a state's id without its machine's). */
const toWords = (mutation: Mutation) => mutation.to.split('.').slice(1).join('.');

const byWords = (machine: AnyStateMachine, words: string, to: string): Mutation => {
  const transition = allTransitions(machine).find((t) => transitionWords(t) === words);
  if (!transition) throw new Error(`${machine.id} has no transition ${words}`);
  return { flow: machine.id, transition: transitionKey(transition), from: words, to, event: transition.eventType };
};

// The sample: the code accepted, Continue sent to the data step instead of the password; a wrong
// code ending the code step as expired; and every 7th transition of each flow sampled, sent to the
// state beside its target.
const MUTATIONS: Mutation[] = [
  byWords(signUpMachine, 'codeValidationSuccess —CONTINUE→ passwordStep', 'signUp.dataStep'),
  byWords(pinMachine, 'active.code.granting —grantPin failed [invalid pin]→ active.code.entering', 'pin.expired'),
  ...FLOWS.flatMap(({ machine }) =>
    everyNth(machine, 7).map(({ transition, to }) => ({
      flow: machine.id,
      transition: transitionKey(transition),
      from: transitionWords(transition),
      to: to.id,
      event: transition.eventType,
    })),
  ),
];

/**
 * What the replay of a path reports first: the step whose state is not the one recorded (`start`
 * when the machine leaves its first state at once, by an eventless transition).
 */
const STEP = /^(?:step \d+, (.+)|start) → expected (.+), got (.+?):/;

beforeAll(async () => {
  // Fresh modules, so each test file runs again here (the worker may have run it before), with the
  // mock. Its other tests, declared once this file's tests are collected, are not run here.
  vi.resetModules();
  for (const { file } of FLOWS) await import(`../machines/${file}.test.ts`);
});

/** The failures of a flow's recorded paths replayed against `machine`, each with its path's name. */
async function replayFailures(flow: string, machine: (walks: MachinePaths<AnyStateMachine>) => AnyStateMachine) {
  // The replay and the record as the flow's test file has them (the same modules).
  const { pathRunner } = await import('../machines/support/path-replay.ts');
  const { readRecordedPaths } = await import('../machines/support/recorded-paths.ts');
  const walks = walksOf.get(flow);
  if (!walks) throw new Error(`tests/machines declared no path tests for ${flow}`);
  const runner = pathRunner({ ...walks, machine: machine(walks) });
  const recorded = readRecordedPaths(flow);
  const failures = recorded.flatMap((path) => {
    try {
      runner.replay(path);
      return [];
    } catch (error) {
      return [{ path: path.name, message: (error as Error).message }];
    }
  });
  return { paths: recorded.length, failures };
}

// Not while `npm run flows` writes the very files it reads (the run after reads them written).
describe.skipIf(process.env.FLOWS_WRITE === '1')('a transition sent elsewhere fails the path tests of its flow', () => {
  // The control: unchanged, the machine passes its recorded paths (else a mutant's failures would prove nothing).
  it.each(FLOWS.map(({ machine }) => machine.id))('%s: the machine itself passes its recorded paths', async (flow) => {
    const { paths, failures } = await replayFailures(flow, (walks) => walks.machine);
    expect(paths).toBeGreaterThan(0);
    expect(failures, 'run npm run flows').toEqual([]);
  });

  it.each(MUTATIONS.map((mutation) => [`${mutation.flow}: ${mutation.from}, sent to ${toWords(mutation)}`, mutation] as const))(
    '%s',
    async (_, mutation) => {
      const { failures } = await replayFailures(mutation.flow, ({ machine }) => {
        const transition = allTransitions(machine).find((t) => transitionKey(t) === mutation.transition)!;
        return mutantOf(machine, transition, machine.getStateNodeById(mutation.to));
      });

      expect(failures.length, `no path of ${mutation.flow} failed`).toBeGreaterThan(0);
      // Each fails at a step whose state is not the recorded one, never at a check before it.
      for (const { path, message } of failures) expect(message, path).toMatch(STEP);
      // A step of the event that takes the mutated transition (an eventless one follows another step's event).
      if (mutation.event !== '') {
        const events = failures.map(({ message }) => STEP.exec(message)![1] ?? '');
        expect(events.some((words) => words.startsWith(eventTypeWords(mutation.event))), events.join('; ')).toBe(true);
      }
    },
  );
});
