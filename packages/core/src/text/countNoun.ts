// Counts in words, for the server's texts and the app's alike.

/** the noun in each plural category a language uses (Intl.PluralRules); `other` for the rest */
export type NounForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * "1 stage", "2,993 sets", "2.993 Sets", "4 sety", "5 setów": the count written as the
 * language writes numbers, and the noun in the form its grammar asks for after it. A club has
 * one stage and a big festival thousands of sets: both must read right.
 */
export function countNoun(locale: string, forms: NounForms): (n: number) => string {
  const rules = new Intl.PluralRules(locale);
  const digits = new Intl.NumberFormat(locale);
  return (n) => `${digits.format(n)} ${forms[rules.select(n)] ?? forms.other}`;
}
