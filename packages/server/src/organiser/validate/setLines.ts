// The line of each loaded set in its file. Core drops bad sets and keeps file order, so the
// loaded sets are matched to the file's `sets:` items in order, by dj and start.
import { type LoadedEvent, parseEventTime } from '@lineup/core';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';

interface Item {
  line: number;
  dj: string;
  start: string;
}

function itemsOf(text: string): Item[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, schema: 'core' });
  const sets = isMap(doc.contents) ? doc.contents.get('sets', true) : null;
  if (!isSeq(sets)) return [];
  return sets.items.map((item) => {
    const line = lineCounter.linePos((item as { range?: [number] }).range?.[0] ?? 0).line;
    if (!isMap(item)) return { line, dj: '', start: '' };
    const scalar = (key: string) => {
      const node = item.get(key, true);
      return isScalar(node) && node.value !== null ? String(node.value).trim() : '';
    };
    return { line, dj: scalar('dj'), start: scalar('start') };
  });
}

/** lines[i] is the line of event.sets[i] (undefined when it cannot be told) */
export function setLines(text: string, event: LoadedEvent, now: Date): (number | undefined)[] {
  const items = itemsOf(text);
  let next = 0;
  return event.sets.map((set) => {
    for (let i = next; i < items.length; i++) {
      const item = items[i]!;
      if (item.dj !== set.dj) continue;
      if (parseEventTime(item.start, event.meta.timeZone, now) !== set.start) continue;
      next = i + 1;
      return item.line;
    }
    return undefined;
  });
}
