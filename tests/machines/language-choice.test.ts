import { describe, expect, it } from 'vitest';
import { languageChoiceMachine } from '../../machines/language-choice.ts';
import { reportCoverage, walkMachine } from './support/path-walk.ts';

const events = [
  { type: 'CHOOSE', language: 'en' },
  { type: 'xstate.done.actor.activateLanguage' },
  { type: 'xstate.error.actor.activateLanguage', error: new Error('offline') },
];

describe('the languageChoice machine', () => {
  it('walks its transition cover: idle → switching → saved | back to idle, a new choice while switching', () => {
    const result = walkMachine({
      machine: languageChoiceMachine,
      events: events as never,
      checks: {
        idle: ({ snapshot }) => {
          expect(snapshot.context.chosen).toBeNull();
          expect(snapshot.hasTag('loading')).toBe(false);
        },
        switching: ({ snapshot }) => {
          expect(snapshot.context.chosen).toBe('en');
          expect(snapshot.hasTag('loading')).toBe(true);
        },
        saved: ({ snapshot }) => {
          expect(snapshot.context.chosen).toBeNull();
          expect(snapshot.hasTag('loading')).toBe(false);
        },
      },
    });
    console.info(reportCoverage('languageChoice', result));
    expect(result.states.missing).toEqual([]);
    expect(result.transitions.missing).toEqual([]);
  });
});
