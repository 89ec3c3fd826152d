// What the customer sees in a machine's states, on the flow atlas's pages (docs/flows/README.md#the-flow-atlas).
// A flow with a UI model: each of the model's states names the machine states it shows
// (`meta.machineStates`), and the machine state shows that UI state's screenshots with a link to it.
// A flow without one: the states listed here have screenshots of their own, taken in the atlas's
// pass by the flow's screen driver (e2e/atlas-screens/<flow>.spec.ts), which drives its page to
// each of them. The building blocks (resource, pagedList, upload) are seen only inside other flows'
// screens, and the records' lifecycles (machines/lifecycles/: shipment, package, invoice, payment)
// run on the server: neither has a driver (machines/page.ts holds no machine, only the page meta's
// helpers). Pure data and functions, no machine imported: the drivers import it too.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { anchor } from './html.ts';
import { screensOf, type ScreenShot } from './screens.ts';

/** A machine state a driver screenshots, and what its screenshots show. */
export type DrivenScreen = { state: string; shows: string };

/** Per flow without a UI model (by its machine's id), the machine states its driver screenshots. */
export const DRIVEN_SCREENS: Readonly<Record<string, readonly DrivenScreen[]>> = {
  changePassword: [
    { state: 'editing', shows: 'My profile’s password card, the three passwords typed.' },
    { state: 'saving', shows: 'The change on its way: the card’s button says it is saving.' },
  ],
  contactSave: [
    { state: 'editing', shows: 'My profile’s contact information, as saved, a field changed.' },
    { state: 'saving', shows: 'The changes on their way: the button says it is saving.' },
  ],
  languageChoice: [
    { state: 'idle', shows: 'The settings page, the portal’s language chosen.' },
    { state: 'saved', shows: 'The other language chosen: the portal speaks it, and “Saved.”' },
  ],
  noticeBell: [
    { state: 'waiting', shows: 'The header’s bell with the unread notices counted.' },
    { state: 'counting', shows: 'The window has the focus back: the count is asked for again, the last one still shown.' },
  ],
  noticeSettings: [
    { state: 'ready', shows: 'The settings’ e-mail switches as the server has them.' },
    { state: 'saving', shows: 'A switch just changed: it says it is saving, and so does the card.' },
    { state: 'saved', shows: 'The change saved: “Saved.” under the switches.' },
    { state: 'notSaved', shows: 'The change could not be saved: its switch is back as it was, with the message.' },
  ],
  noticesRead: [
    { state: 'marking', shows: 'The notices page: the unread ones still “New”, being marked read; the bell still counts them.' },
    { state: 'marked', shows: 'They are read: still “New” on the page while it is open, the bell counts none.' },
    { state: 'notMarked', shows: 'Marking them failed: they stay unread, and the bell still counts them.' },
  ],
  preAlertCreate: [
    { state: 'editing', shows: 'The pre-alert form, filled in, with its bill.' },
    { state: 'uploading', shows: 'The pre-alert on its way: the button says it is sending, the bill’s upload its progress.' },
    { state: 'created', shows: 'Saved: the dialog that leads back to the pre-alerts.' },
  ],
  quoteCalculator: [
    { state: 'incomplete', shows: 'The calculator before a piece is measured: no quote yet.' },
    { state: 'quoting', shows: 'A piece measured: its quote asked for.' },
    { state: 'quoted', shows: 'The quote: its lines, total, billable weight and transit days.' },
    { state: 'failed', shows: 'The quote could not be asked for (no network): the message and a retry.' },
  ],
  recipientCreation: [
    { state: 'filling', shows: 'The add-a-recipient form, filled in.' },
    { state: 'adding', shows: 'The recipient on its way: the button says it is saving.' },
    { state: 'added', shows: 'Saved: back on the recipients, the new one listed.' },
  ],
  recipientRemoval: [
    { state: 'idle', shows: 'My recipients, each with its Delete.' },
    { state: 'confirming', shows: '“Delete this recipient?”: Cancel, or Delete recipient.' },
    { state: 'deleting', shows: 'The deletion on its way: the dialog busy.' },
  ],
  sharedTracking: [
    { state: 'loading', shows: 'A shared link opened: the tracking loading.' },
    { state: 'shown', shows: 'The shipment’s tracking, as whoever got the link sees it.' },
    { state: 'unavailable', shows: 'A link stopped, expired or never made: not available.' },
    { state: 'failed', shows: 'The tracking could not load (no network): “Try again”.' },
  ],
  shipmentCancellation: [
    { state: 'confirming', shows: '“Cancel this shipment request?” over the requested shipment’s page.' },
    { state: 'cancelling', shows: 'The cancellation on its way: the dialog busy.' },
    { state: 'refused', shows: 'The warehouse already started preparing it: the reason, and Close.' },
    { state: 'unreachable', shows: 'No connection: the message, and Try again.' },
  ],
  shipmentSharing: [
    { state: 'idle', shows: 'A shipment’s page with its tracking shared: until when, and Stop sharing.' },
    { state: 'creating', shows: 'Share tracking pressed: the link being made.' },
    { state: 'showingLink', shows: 'Neither a share sheet nor the clipboard: the link to copy by hand.' },
    { state: 'revoking', shows: 'Stop sharing pressed: the links being stopped.' },
  ],
  photoUpload: [
    { state: 'idle', shows: 'My profile’s contact card with the picture and Change picture.' },
    { state: 'uploading', shows: 'A new picture going up, with its progress.' },
  ],
  // npm run new:flow adds its screens above this line.
};

/** The driven machine states of a flow (none for a flow with a UI model, a building block or a lifecycle). */
export const drivenStates = (flow: string): string[] => (DRIVEN_SCREENS[flow] ?? []).map(({ state }) => state);

/** A UI model state's own, as the model's meta says it: the machine states it shows. */
export type UiStateMeta = { id: string; machineStates: string[] | undefined };

const leavesOf = (node: AnyStateNode): AnyStateNode[] =>
  node.type === 'atomic' || node.type === 'final' ? [node] : Object.values(node.states).flatMap((child) => leavesOf(child as AnyStateNode));

/** Every atomic or final state of a UI model, by its dotted path, with the machine states its meta names. */
export function uiStatesMeta(model: AnyStateMachine): UiStateMeta[] {
  return Object.values(model.root.states)
    .flatMap((node) => leavesOf(node as AnyStateNode))
    .map((node) => {
      const named = (node.meta as { machineStates?: unknown } | undefined)?.machineStates;
      return { id: node.path.join('.'), machineStates: Array.isArray(named) ? named.map(String) : undefined };
    });
}

/** What the customer sees in a machine state: a UI state (`link` to it on the flow's page) or a driven screen, with its screenshots. */
export type CustomerView = { label: string; link?: string; shots: ScreenShot[] };

/**
 * For each machine state id (its dotted path, as scripts/atlas/graph.ts names it), what the
 * customer sees there: the UI model's states that name it (labelled by the UI state's id, linked
 * to it), or the driver's screenshots (labelled by what they show).
 */
export function machineStateScreens(flow: { id: string; ui: { machine: AnyStateMachine } | null }): Map<string, CustomerView[]> {
  const seen = new Map<string, CustomerView[]>();
  const add = (state: string, view: CustomerView) => seen.set(state, [...(seen.get(state) ?? []), view]);
  for (const { id, machineStates } of flow.ui ? uiStatesMeta(flow.ui.machine) : []) {
    for (const state of machineStates ?? []) add(state, { label: id, link: `#${anchor('u', id)}`, shots: screensOf(flow.id, id) });
  }
  for (const { state, shows } of DRIVEN_SCREENS[flow.id] ?? []) add(state, { label: shows, shots: screensOf(flow.id, state) });
  return seen;
}
