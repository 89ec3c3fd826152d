// The plural category of a count in a language ('one', 'other', …), for Lingui's <Select> where a
// count shows on every page. Lingui's <Plural> writes its count through Intl.NumberFormat, and the
// first NumberFormat of a page loads ICU's number data: 35–50 ms on a desktop, four times that on
// Lighthouse's phone, in the middle of the signed-in pages' first render.
const rules = new Map<string, Intl.PluralRules>();

export function pluralForm(locale: string, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule.select(count);
}
