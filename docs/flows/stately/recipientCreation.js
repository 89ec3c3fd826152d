// recipientCreation, from machines/recipient-creation.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const recipientCreationMachine = createMachine({
  id: "recipientCreation",
  description: "Adding a recipient, or editing one: the form, then saving it. Sign-up, consolidation and the profile’s recipients share it.",
  initial: "filling",
  states: {
    filling: {
      description: "The recipient form: empty to add one, the recipient’s details to edit it; what was typed and the server’s field errors of the last try.",
      on: {
        SUBMIT: [
          {
            description: "Editing: the recipient the flow started with is saved again.",
            guard: "isEditing",
            target: "updating",
            actions: {
              type: "assignDraft",
            },
          },
          {
            target: "adding",
            actions: {
              type: "assignDraft",
            },
          },
        ],
      },
    },
    adding: {
      description: "POST api/recipients.",
      tags: [
        "loading",
      ],
      invoke: {
        id: "createRecipient",
        src: "createRecipient",
        onDone: {
          target: "added",
          actions: "notifyAdded",
        },
        onError: [
          {
            description: "FAILED_VALIDATION: the server’s messages under the fields, and the add-shipment-alert-field-validation toast.",
            guard: {
              type: "isFailedValidation",
            },
            target: "filling",
            actions: [
              {
                type: "assignFieldErrors",
              },
              "notifyInvalid",
            ],
          },
          {
            description: "Any other failure: its usual toast (too many tries, no network, anything else); the form stays to try again.",
            target: "filling",
            actions: {
              type: "notifyFailure",
            },
          },
        ],
      },
    },
    updating: {
      description: "PATCH api/recipients/{id}: the same rules as adding, and only the customer’s own recipient.",
      tags: [
        "loading",
      ],
      invoke: {
        id: "updateRecipient",
        src: "updateRecipient",
        onDone: {
          target: "updated",
          actions: "notifyUpdated",
        },
        onError: [
          {
            description: "NOT_FOUND: deleted meanwhile (another tab); back to the recipients, which no longer list it.",
            guard: {
              type: "isNotFound",
            },
            target: "gone",
            actions: "notifyGone",
          },
          {
            description: "FAILED_VALIDATION: the server’s messages under the fields, and the add-shipment-alert-field-validation toast.",
            guard: {
              type: "isFailedValidation",
            },
            target: "filling",
            actions: [
              {
                type: "assignFieldErrors",
              },
              "notifyInvalid",
            ],
          },
          {
            description: "Any other failure: its usual toast (too many tries, no network, anything else); the form stays to try again.",
            target: "filling",
            actions: {
              type: "notifyFailure",
            },
          },
        ],
      },
    },
    added: {
      meta: {
        page: "recipients",
      },
      description: "The recipient is saved: sign-up shows its list again, the profile goes back to its recipients.",
      type: "final",
    },
    updated: {
      meta: {
        page: "recipients",
      },
      description: "The changes are saved: the profile goes back to its recipients, which show them.",
      type: "final",
    },
    gone: {
      meta: {
        page: "recipients",
      },
      description: "The recipient edited no longer exists: the profile goes back to its recipients.",
      type: "final",
    },
  },
});
