// The names one flow goes by, from its kebab-case name (docs/architecture.md#the-generator): one
// concept, one name, in the spelling each place uses.

export type FlowNames = {
  /** `account-closure`: files. */
  kebab: string;
  /** `accountClosure`: the machine's id, variables. */
  camel: string;
  /** `AccountClosure`: components, types. */
  pascal: string;
  /** `ACCOUNT_CLOSURE`: constants. */
  upper: string;
  /** `account closure`: prose. */
  words: string;
  /** `Account closure`: buttons, titles. */
  title: string;
};

const KEBAB = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

export function flowNames(kebab: string): FlowNames {
  if (!KEBAB.test(kebab)) throw new Error(`a flow's name is kebab-case words (account-closure), not "${kebab}"`);
  const parts = kebab.split('-');
  const pascal = parts.map((part) => part[0]!.toUpperCase() + part.slice(1)).join('');
  const words = parts.join(' ');
  return {
    kebab,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    pascal,
    upper: parts.join('_').toUpperCase(),
    words,
    title: words[0]!.toUpperCase() + words.slice(1),
  };
}
