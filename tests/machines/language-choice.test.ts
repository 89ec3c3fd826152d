import { expect } from 'vitest';
import { languageChoiceMachine } from '../../machines/language-choice.ts';
import { testMachinePaths } from './support/path-walk.ts';

const events = [
  { type: 'CHOOSE', language: 'en' },
  { type: 'xstate.done.actor.activateLanguage' },
  { type: 'xstate.error.actor.activateLanguage', error: new Error('offline') },
];

// idle → switching → saved | back to idle, a new choice while switching.
testMachinePaths({
  machine: languageChoiceMachine,
  events,
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
