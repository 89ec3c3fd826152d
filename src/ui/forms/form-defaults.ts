/**
 * A form's first values from values it sent before (a flow keeps them parsed: numbers, null,
 * true): each as the text its field holds ('' for none, 'on' for a ticked box).
 */
export function asFormTexts(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asFormText(value)]));
}

export const asFormText = (value: unknown): string =>
  value === true ? 'on' : typeof value === 'string' || typeof value === 'number' ? String(value) : '';
