// The original app's configs hold quoted texts over several lines whose continuation lines
// start at column 0 (bot texts). Go's YAML reader and js-yaml take them; the YAML spec and
// our parser do not ("Missing closing 'quote"). Indenting each such line by one space keeps
// the text's meaning (a quoted text folds its line starts away) and every line number.

/** the text with column-0 continuation lines of quoted scalars indented; `lines`: which */
export function indentQuotedContinuations(text: string): { text: string; lines: number[] } {
  const out: string[] = [];
  const lines: number[] = [];
  let quote: '' | "'" | '"' = '';
  let line = 1;
  let lineStart = true;
  /** the last character outside a quote on this line that was not a space */
  let before = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (lineStart && quote && ch !== '\n' && ch !== '\r' && ch !== ' ' && ch !== '\t') {
      out.push(' ');
      lines.push(line);
    }
    lineStart = false;
    if (ch === '\n') {
      out.push(ch);
      line++;
      lineStart = true;
      before = '';
      continue;
    }
    if (quote === "'") {
      if (ch === "'" && text[i + 1] === "'") {
        out.push("''");
        i++;
        continue;
      }
      if (ch === "'") quote = '';
    } else if (quote === '"') {
      if (ch === '\\' && i + 1 < text.length && text[i + 1] !== '\n') {
        out.push(ch, text[i + 1]!);
        i++;
        continue;
      }
      if (ch === '"') quote = '';
    } else if (ch === '#' && (before === '' || /\s/.test(text[i - 1] ?? ' '))) {
      // a comment: copy to the end of the line
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out.push(text.slice(i, stop));
      i = stop - 1;
      continue;
    } else if ((ch === "'" || ch === '"') && (before === '' || ':-[{,?'.includes(before))) {
      quote = ch;
    }
    if (ch !== ' ' && ch !== '\t' && ch !== '\r') before = ch;
    out.push(ch);
  }
  return { text: out.join(''), lines };
}
