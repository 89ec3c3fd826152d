// shipmentSharing, from machines/shipment-sharing.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const shipmentSharingMachine = createMachine({
  id: "shipmentSharing",
  description: "Sharing a shipment’s tracking with a link, and stopping it.",
  initial: "idle",
  states: {
    idle: {
      description: "\"Share tracking\"; with a link active, \"Shared until <date>\" and \"Stop sharing\".",
      on: {
        SHARE: "creating",
        STOP: {
          guard: "isShared",
          target: "revoking",
        },
      },
    },
    creating: {
      description: "POST api/shipments/{id}/share: the button is busy.",
      tags: [
        "busy",
      ],
      invoke: {
        id: "createShareLink",
        src: "createShareLink",
        onDone: {
          target: "passingOn",
          actions: {
            type: "assignLink",
          },
        },
        onError: {
          description: "Not made: the server’s reason as a toast (too many links working), or no connection, too many tries, the server down.",
          target: "idle",
          actions: {
            type: "notifyServerMessage",
          },
        },
      },
    },
    passingOn: {
      description: "The link is made: to the share sheet, else the clipboard, else shown.",
      always: [
        {
          guard: "hasShareSheet",
          target: "sharing",
        },
        {
          guard: "hasClipboard",
          target: "copying",
        },
        {
          target: "showingLink",
        },
      ],
    },
    sharing: {
      description: "The device’s share sheet is open with the link.",
      tags: [
        "busy",
      ],
      invoke: {
        id: "shareLink",
        src: "shareLink",
        onDone: "idle",
        onError: [
          {
            description: "Closed by the customer: nothing to say.",
            guard: {
              type: "isShareClosed",
            },
            target: "idle",
          },
          {
            description: "The sheet refused it: the clipboard instead.",
            guard: "hasClipboard",
            target: "copying",
          },
          {
            target: "showingLink",
          },
        ],
      },
    },
    copying: {
      description: "The link goes to the clipboard.",
      tags: [
        "busy",
      ],
      invoke: {
        id: "copyLink",
        src: "copyLink",
        onDone: {
          target: "idle",
          actions: "notifyCopied",
        },
        onError: "showingLink",
      },
    },
    showingLink: {
      description: "Neither the share sheet nor the clipboard worked: the link in a read-only field, to copy by hand.",
      on: {
        CLOSE: "idle",
        SHARE: "creating",
        STOP: {
          guard: "isShared",
          target: "revoking",
        },
      },
    },
    revoking: {
      description: "DELETE api/shipments/{id}/share: every link of the shipment stops working.",
      tags: [
        "busy",
      ],
      invoke: {
        id: "revokeShareLinks",
        src: "revokeShareLinks",
        onDone: {
          target: "idle",
          actions: [
            "forgetLink",
            "notifyStopped",
          ],
        },
        onError: {
          description: "Not stopped: a toast; the link still works.",
          target: "idle",
          actions: {
            type: "notifyFailure",
          },
        },
      },
    },
  },
});
