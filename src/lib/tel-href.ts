/** A `tel:` link's address: the number's digits and its +, nothing else. */
export const telHref = (value: string): string => `tel:${value.replace(/[^+\d]/g, '')}`;
