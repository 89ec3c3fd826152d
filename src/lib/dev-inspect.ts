import type { InspectionEvent } from 'xstate';

/** The switch: `localStorage.setItem('casillero:inspect', '1')`, then reload (development only). */
const INSPECT_KEY = 'casillero:inspect';

function logInspection(event: InspectionEvent) {
  // A machine's actor by its machine's id (`checkout`), an invoked one by its invoke id (`load`).
  const ref = event.actorRef as { id?: string; logic?: { id?: string } };
  const actor = ref.logic?.id ?? ref.id ?? 'actor';
  if (event.type === '@xstate.event') console.debug(`[xstate] ${actor} ← ${event.event.type}`, event.event);
  else if (event.type === '@xstate.snapshot' && 'value' in event.snapshot) {
    console.debug(`[xstate] ${actor} = ${JSON.stringify((event.snapshot as { value: unknown }).value)}`, event.snapshot);
  }
}

/**
 * XState's inspection API, offline: in development, with the switch on, every actor's events and
 * states are logged to the browser console. Nothing in a production build.
 */
export const devInspect: ((event: InspectionEvent) => void) | undefined =
  import.meta.env.DEV && typeof localStorage !== 'undefined' && localStorage.getItem(INSPECT_KEY) === '1' ? logInspection : undefined;
