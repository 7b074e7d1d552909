import { Fragment, type ReactNode } from 'react';

/**
 * Fills a translated sentence with React pieces: "{dj} plays on {room}" with dj and room as
 * links keeps the word order of each language while the pieces stay interactive.
 * Unknown placeholders are left as written.
 */
export function fill(template: string, parts: Record<string, ReactNode>): ReactNode {
  const out: ReactNode[] = [];
  const re = /\{(\w+)\}/g;
  let last = 0;
  let i = 0;
  for (let m = re.exec(template); m !== null; m = re.exec(template)) {
    const name = m[1] ?? '';
    if (!(name in parts)) continue;
    if (m.index > last) out.push(template.slice(last, m.index));
    out.push(<Fragment key={`${name}-${i++}`}>{parts[name]}</Fragment>);
    last = m.index + m[0].length;
  }
  if (last < template.length) out.push(template.slice(last));
  return out;
}
