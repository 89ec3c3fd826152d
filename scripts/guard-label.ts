// A guard by its names, for the path tests' names (tests/support/path-words.ts) and the atlas's
// record of which guard a transition has: a named one by its name and fixed parameters, and
// xstate's and/or/not/stateIn spelled out, so a combined guard reads "isCorrectionTo PENDING and
// not in PENDING and packagesFree", never "[and]". The diagrams say guards in the glossary's words
// instead (scripts/guard-words.ts).

type Combined = ((...args: never[]) => unknown) & { guards?: unknown[]; stateValue?: unknown };

/** `word` turns each named guard's name into the words the caller shows (the name itself by default). */
export function guardLabel(guard: unknown, word: (name: string) => string = (name) => name): string {
  if (!guard) return '';
  if (typeof guard === 'string') return word(guard);
  if (typeof guard === 'function') {
    const combined = guard as Combined;
    const parts = (combined.guards ?? []).map((part) => guardLabel(part, word));
    if (combined.name === 'and' || combined.name === 'or') return parts.join(` ${combined.name} `);
    if (combined.name === 'not') return `not ${parts[0] ?? ''}`;
    // A state's id without its machine's: `#shipment.PENDING` reads PENDING.
    if (combined.name === 'stateIn') return `in ${String(combined.stateValue).replace(/^#[^.]+\./, '')}`;
    return combined.name ? word(combined.name) : 'a condition';
  }
  const { type, params } = guard as { type?: string; params?: unknown };
  const fixed = params && typeof params === 'object' ? Object.values(params).filter((value) => ['string', 'number', 'boolean'].includes(typeof value)) : [];
  return [type ? word(type) : 'a condition', ...fixed].join(' ');
}
