// noticeSettings, from machines/notice-settings.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const noticeSettingsMachine = createMachine({
  id: "noticeSettings",
  description: "The e-mail switches on the Settings page, each change saved at once.",
  context: {
    answered: null,
    sending: {},
    queued: {},
  },
  initial: "ready",
  on: {
    SWITCH: {
      target: ".saving",
      actions: {
        type: "queueChange",
      },
    },
  },
  states: {
    ready: {
      description: "Every switch shows what the server has; nothing changed yet.",
    },
    saving: {
      description: "The changes are on their way; their switches show it. A change made now waits for the next call.",
      tags: [
        "saving",
      ],
      entry: "sendQueued",
      on: {
        SWITCH: {
          actions: {
            type: "queueChange",
          },
        },
      },
      invoke: {
        id: "saveSwitches",
        src: "saveSwitches",
        onDone: [
          {
            description: "Saved, and changes were made meanwhile: they go now.",
            guard: "hasQueued",
            target: "saving",
            reenter: true,
            actions: {
              type: "assignAnswered",
            },
          },
          {
            target: "saved",
            actions: {
              type: "assignAnswered",
            },
          },
        ],
        onError: [
          {
            description: "Not saved: those switches go back, with a toast; the changes made meanwhile go now.",
            guard: "hasQueued",
            target: "saving",
            reenter: true,
            actions: [
              "dropSending",
              {
                type: "notifyNotSaved",
              },
            ],
          },
          {
            description: "Not saved: those switches go back, with a toast.",
            target: "notSaved",
            actions: [
              "dropSending",
              {
                type: "notifyNotSaved",
              },
            ],
          },
        ],
      },
    },
    saved: {
      description: "Every change is saved: \"Saved.\" is shown.",
    },
    notSaved: {
      description: "The last change could not be saved: its switch is back as it was.",
    },
  },
});
