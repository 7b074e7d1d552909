// French "de" loses its vowel before a word that begins with one: "le set d’Ada Lux", "les
// liens d’Echo Park", but "le set de Charlie Tempo". Act, stage and party names reach French
// sentences through this. A name beginning with "h" keeps "de": most act names are English,
// where the h is heard.

const VOWEL_START = /^[aeiouyàâäéèêëîïôöûùüÿæœ]/iu;

/** "d’Ada Lux", "de Charlie Tempo" */
export function withFrenchDe(word: string): string {
  return VOWEL_START.test(word.trim()) ? `d’${word.trim()}` : `de ${word}`;
}
