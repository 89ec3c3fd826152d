// Which content coding a client prefers among those we offer, read from its Accept-Encoding.
import { parseAccept } from 'hono/utils/accept';

/** The first of `ours` the client takes at the highest q; none when it takes none of them. */
export function selectEncoding<E extends string>(header: string | undefined, ours: readonly E[]): E | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const wildcardQ = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: E; q: number } | undefined;
  for (const encoding of ours) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcardQ ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}
