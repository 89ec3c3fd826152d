// What the first screen does not need waits for the customer's first move: the client, the
// contract's schemas and the toaster load then, not before (docs/architecture.md#the-first-screen-on-any-host).
const EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

let interacted = false;
const waiting = new Set<() => void>();

function interact() {
  if (interacted) return;
  interacted = true;
  for (const event of EVENTS) document.removeEventListener(event, interact, true);
  for (const run of waiting) run();
  waiting.clear();
}

/**
 * Calls `run` on the customer's first focus, pointer or key (at once if it already happened:
 * a field focused before the boot ran counts); returns a cancel.
 */
export function onFirstInteraction(run: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  if (!interacted && waiting.size === 0) {
    // Capture: a move counts even where a handler stops it.
    for (const event of EVENTS) document.addEventListener(event, interact, true);
    if (document.activeElement && document.activeElement !== document.body) interact();
  }
  if (interacted) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
