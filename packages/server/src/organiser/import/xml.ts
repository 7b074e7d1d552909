// Just enough XML for schedule exports: elements, attributes, text, CDATA, comments,
// the prolog and the five entities plus numeric references. Every element knows its line.
// (A library would do too; this keeps the line numbers and adds no dependency.)

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** the element's own text (children's text excluded), entities decoded */
  text: string;
  line: number;
}

export class XmlSyntaxError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /[A-Za-z_:][\w:.-]*/y;
const ATTR = /\s*([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

function decode(text: string, line: number): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_m, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      if (Number.isFinite(code) && code >= 0 && code <= 0x10ffff) return String.fromCodePoint(code);
      throw new XmlSyntaxError(line, `bad character reference &${ref};`);
    }
    const value = ENTITIES[ref];
    if (value === undefined) throw new XmlSyntaxError(line, `unknown entity &${ref};`);
    return value;
  });
}

export function parseXml(input: string): XmlElement {
  const text = input.replace(/^\uFEFF/, '');
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineAt = (pos: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const skipTo = (pos: number, end: string, what: string) => {
    const at = text.indexOf(end, pos);
    if (at < 0) throw new XmlSyntaxError(lineAt(pos), `${what} is never closed`);
    return at + end.length;
  };

  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let pos = 0;
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const chunk = text.slice(pos, lt < 0 ? text.length : lt);
    const top = stack.at(-1);
    if (top) top.text += chunk.includes('&') ? decode(chunk, lineAt(pos)) : chunk;
    else if (chunk.trim() !== '') {
      throw new XmlSyntaxError(lineAt(pos), 'text outside the root element');
    }
    if (lt < 0) break;
    pos = lt;
    if (text.startsWith('<!--', pos)) pos = skipTo(pos, '-->', 'a comment');
    else if (text.startsWith('<?', pos)) pos = skipTo(pos, '?>', 'a processing instruction');
    else if (text.startsWith('<![CDATA[', pos)) {
      const end = skipTo(pos, ']]>', 'a CDATA section');
      if (!top) throw new XmlSyntaxError(lineAt(pos), 'CDATA outside the root element');
      top.text += text.slice(pos + 9, end - 3);
      pos = end;
    } else if (text.startsWith('<!', pos)) pos = skipTo(pos, '>', 'a declaration');
    else if (text.startsWith('</', pos)) {
      NAME.lastIndex = pos + 2;
      const name = NAME.exec(text)?.[0];
      const open = stack.pop();
      if (!name || !open || open.name !== name) {
        const expected = open ? `</${open.name}> (opened on line ${open.line})` : 'nothing';
        throw new XmlSyntaxError(
          lineAt(pos),
          `</${name ?? ''}> found where ${expected} was expected`,
        );
      }
      pos = skipTo(NAME.lastIndex, '>', `</${name}>`);
    } else {
      const line = lineAt(pos);
      NAME.lastIndex = pos + 1;
      const name = NAME.exec(text)?.[0];
      if (!name) throw new XmlSyntaxError(line, 'a "<" that starts no element (write &lt;)');
      let at = NAME.lastIndex;
      const attrs: Record<string, string> = {};
      for (;;) {
        ATTR.lastIndex = at;
        const m = ATTR.exec(text);
        if (!m) break;
        const value = m[2] ?? m[3] ?? '';
        attrs[m[1]!] = value.includes('&') ? decode(value, line) : value;
        at = ATTR.lastIndex;
      }
      while (/\s/.test(text[at] ?? '')) at++;
      const selfClosing = text.startsWith('/>', at);
      if (!selfClosing && text[at] !== '>') {
        throw new XmlSyntaxError(lineAt(at), `<${name}>: bad attribute or missing ">"`);
      }
      const element: XmlElement = { name, attrs, children: [], text: '', line };
      if (top) top.children.push(element);
      else if (root) throw new XmlSyntaxError(line, 'a second root element');
      else root = element;
      if (!selfClosing) stack.push(element);
      pos = at + (selfClosing ? 2 : 1);
    }
  }
  const open = stack.pop();
  if (open) throw new XmlSyntaxError(open.line, `<${open.name}> is never closed`);
  if (!root) throw new XmlSyntaxError(1, 'no XML element found');
  return root;
}

export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

/** trimmed text of a child element ('' when missing) */
export function childText(element: XmlElement, name: string): string {
  return child(element, name)?.text.trim() ?? '';
}
