// A tiny RFC 5545 reader for the tests: unfolds, splits name;params:value, nests components
// and resolves TZID local times through the file's own VTIMEZONE.

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  type: string;
  props: IcsProperty[];
  children: IcsComponent[];
}

export function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

function property(line: string): IcsProperty {
  // the first ':' outside a quoted parameter value ends name and params
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) throw new Error(`no ":" in content line ${line}`);
  const [name, ...paramParts] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const part of paramParts) {
    const [key, value] = part.split('=');
    params[key!.toUpperCase()] = (value ?? '').replace(/^"|"$/g, '');
  }
  return { name: name!.toUpperCase(), params, value: line.slice(colon + 1) };
}

export function parseIcs(text: string): IcsComponent {
  const root: IcsComponent = { type: 'ROOT', props: [], children: [] };
  const stack = [root];
  for (const line of unfold(text)) {
    const prop = property(line);
    const top = stack.at(-1)!;
    if (prop.name === 'BEGIN') {
      const child: IcsComponent = { type: prop.value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (prop.name === 'END') {
      if (top.type !== prop.value) throw new Error(`END:${prop.value} closes ${top.type}`);
      stack.pop();
    } else {
      top.props.push(prop);
    }
  }
  if (stack.length !== 1) throw new Error('unclosed component');
  const [calendar] = root.children;
  if (!calendar || root.children.length !== 1) throw new Error('not one VCALENDAR');
  return calendar;
}

export function prop(c: IcsComponent, name: string): IcsProperty | undefined {
  return c.props.find((p) => p.name === name);
}

function wallMs(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(value);
  if (!m) throw new Error(`bad DATE-TIME ${value}`);
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}

function offsetMs(value: string): number {
  const sign = value.startsWith('-') ? -1 : 1;
  return sign * (Number(value.slice(1, 3)) * 60 + Number(value.slice(3, 5))) * 60_000;
}

/** The instant of a DTSTART/DTEND, using the calendar's VTIMEZONE for TZID times. */
export function instantOf(calendar: IcsComponent, p: IcsProperty): string {
  if (p.value.endsWith('Z')) return new Date(wallMs(p.value)).toISOString();
  const tz = calendar.children.find(
    (c) => c.type === 'VTIMEZONE' && prop(c, 'TZID')?.value === p.params.TZID,
  );
  if (!tz) throw new Error(`no VTIMEZONE for ${p.params.TZID}`);
  const observances = tz.children
    .map((o) => {
      const from = offsetMs(prop(o, 'TZOFFSETFROM')!.value);
      const to = offsetMs(prop(o, 'TZOFFSETTO')!.value);
      return { onset: wallMs(prop(o, 'DTSTART')!.value) - from, to };
    })
    .sort((a, b) => b.onset - a.onset);
  const local = wallMs(p.value);
  // an observance holds from its onset to the next one's; a repeated local time (autumn)
  // fits two of them and means the first occurrence (RFC 5545 §3.3.5)
  const fits = observances
    .map((o, i) => ({ instant: local - o.to, from: o.onset, until: observances[i - 1]?.onset }))
    .filter((c) => c.instant >= c.from && (c.until === undefined || c.instant < c.until))
    .map((c) => c.instant);
  if (fits.length === 0) throw new Error(`${p.value} is in no observance of ${p.params.TZID}`);
  return new Date(Math.min(...fits)).toISOString();
}
