import type { ReactElement } from 'react';

/**
 * Server text for a <Trans> message. Lingui reads `<tag>…</tag>` in a message after its string
 * values are put in, so a value such as `<b>x</b>` would lose its tags (or take the message's own
 * elements); given as an element, the value shows exactly as the server sent it.
 */
export function literal(text: string): ReactElement {
  return <>{text}</>;
}
