// Polish "z" and "w" take a vowel ("ze", "we") before a word that begins with a cluster of
// consonants they would run into: "ze Slow Tide", "ze Szczecina", "we wt." (Tuesday), but
// "z Selma Sands", "z Szymonem", "w sob.". Act names and weekdays reach Polish sentences
// through these, so the rule is applied to any word, not to a list.

const VOWELS = 'aąeęioóuy';

/** the letters that make "z" become "ze", and "w" become "we", when a consonant follows */
const CLASHING = { z: 'szśźż', w: 'wf' } as const;

/** digraphs read as one sound: what follows them decides ("z Szymonem", "ze Szczecina") */
const DIGRAPHS = ['sz', 'sh', 'rz', 'cz'];

function isConsonant(ch: string | undefined): boolean {
  return ch !== undefined && /\p{L}/u.test(ch) && !VOWELS.includes(ch);
}

/** "z" or "ze", "w" or "we", as Polish writes it before `word`. */
export function polishPreposition(preposition: 'z' | 'w', word: string): 'z' | 'ze' | 'w' | 'we' {
  const letters = word.trim().toLowerCase();
  const first = letters[0];
  const long = preposition === 'z' ? 'ze' : 'we';
  if (first === undefined || !CLASHING[preposition].includes(first)) return preposition;
  const digraph = DIGRAPHS.includes(letters.slice(0, 2));
  return isConsonant(letters[digraph ? 2 : 1]) ? long : preposition;
}

/** "ze Slow Tide", "z Selma Sands": the preposition and the word. */
export function withPolishPreposition(preposition: 'z' | 'w', word: string): string {
  return `${polishPreposition(preposition, word)} ${word}`;
}
