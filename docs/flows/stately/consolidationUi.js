// consolidationUi, from e2e/paths/models/consolidation.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const consolidationUiMachine = createMachine({
  id: "consolidationUi",
  initial: "packages",
  states: {
    packages: {
      meta: {
        machineStates: [
          "packages.choosing",
        ],
      },
      description: "The packages in the warehouse, none chosen, at step 1 of 5.",
      on: {
        CONTINUE_WITHOUT_PACKAGES: "choosePackagesWarning",
        CHOOSE_PACKAGES: "recipient",
      },
    },
    choosePackagesWarning: {
      meta: {
        machineStates: [
          "packages.choosing",
        ],
      },
      description: "Continue without a package: the choose-a-package message, still on the packages.",
      on: {
        CHOOSE_PACKAGES: "recipient",
      },
    },
    recipient: {
      meta: {
        machineStates: [
          "recipient.choosing",
        ],
      },
      description: "The recipients, at step 2; the chosen packages travel in the address.",
      on: {
        CHOOSE_RECIPIENT: "service",
        OPEN_RECIPIENT_FORM: "recipientForm",
        BACK: "packagesKept",
      },
    },
    packagesKept: {
      meta: {
        machineStates: [
          "packages.choosing",
        ],
      },
      description: "Back on the packages: the ones chosen are still checked.",
      on: {
        CONTINUE: "recipient",
      },
    },
    recipientForm: {
      meta: {
        machineStates: [
          "recipient.adding",
        ],
      },
      description: "The recipient form (add a recipient), inside the flow.",
      on: {
        BACK: "recipient",
        SAVE_RECIPIENT: "recipientAdded",
      },
    },
    recipientAdded: {
      meta: {
        machineStates: [
          "recipient.choosing",
        ],
      },
      description: "The new recipient saved: back on the recipients, it is the chosen one.",
      on: {
        CONTINUE: "service",
      },
    },
    service: {
      meta: {
        machineStates: [
          "service.choosing",
        ],
      },
      description: "Air and ocean side by side, each with its price and transit days, at step 3.",
      on: {
        CHOOSE_AIR: "options",
        RELOAD: "service",
        BACK: "recipientKept",
      },
    },
    recipientKept: {
      meta: {
        machineStates: [
          "recipient.choosing",
        ],
      },
      description: "Back on the recipients: the chosen one is still selected.",
      on: {
        CONTINUE: "service",
      },
    },
    options: {
      meta: {
        machineStates: [
          "options",
        ],
      },
      description: "Insurance, declared value, repacking and notes, at step 4.",
      on: {
        CONTINUE_INSURED_WITHOUT_VALUE: "declaredValueMissing",
        INSURE_AND_CONTINUE: "review",
      },
    },
    declaredValueMissing: {
      meta: {
        machineStates: [
          "options",
        ],
      },
      description: "Insurance without a declared value: the field is marked, still on the options.",
      on: {
        INSURE_AND_CONTINUE: "review",
      },
    },
    review: {
      meta: {
        machineStates: [
          "review.ready",
        ],
      },
      description: "The full quote (freight, fuel, insurance, repacking, total, transit days) and what is requested, its options included, at step 5.",
      on: {
        CONFIRM: "shipmentPage",
        RELOAD: "review",
        CONFIRM_AFTER_PACKAGE_TAKEN: "packageTaken",
        CONFIRM_AFTER_RECIPIENT_DELETED: "recipientRefused",
        CONFIRM_OFFLINE: "requestFailed",
        BACK: "optionsKept",
      },
    },
    optionsKept: {
      meta: {
        machineStates: [
          "options",
        ],
      },
      description: "Back on the options: insurance, its value and repacking as they were (after a reload too).",
      on: {
        SEE_QUOTE: "review",
        RELOAD: "optionsKept",
      },
    },
    requestFailed: {
      meta: {
        machineStates: [
          "review.requestFailed",
        ],
      },
      description: "The request did not get through: the message and a retry, still on the review.",
      on: {
        RETRY_ONLINE: "shipmentPage",
      },
    },
    packageTaken: {
      meta: {
        machineStates: [
          "packages.choosing",
        ],
      },
      description: "A package was taken by another request meanwhile: back on the packages with the server’s message, that package gone.",
      type: "final",
    },
    recipientRefused: {
      meta: {
        machineStates: [
          "recipient.choosing",
        ],
      },
      description: "The recipient was deleted meanwhile: back on the recipients with the message, none selected.",
      type: "final",
    },
    shipmentPage: {
      meta: {
        machineStates: [
          "requested",
        ],
      },
      description: "The new shipment’s page: requested, with the success message.",
      type: "final",
    },
  },
});
