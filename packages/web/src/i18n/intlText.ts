// Intl's output differs between ICU versions in its spaces: Node's ICU writes thin and narrow
// no-break spaces around a range's dash and before "am"/"pm" where Chromium writes plain
// spaces. The server's prerender of the first screen and the browser must write the same
// text (React takes over the server's elements only when they match), so both use this.

/** the text with thin (U+2009) and narrow no-break (U+202F) spaces as plain spaces */
export function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, ' ');
}
