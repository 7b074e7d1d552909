// YAML or JSON input as plain values, remembering the line of every mapping, list and key,
// so an importer can say "line 42" about any part of it.
import { isAlias, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import type { Problems } from '../draft.ts';

export type Tree = null | string | number | boolean | Tree[] | { [key: string]: Tree };

export class SourceTree {
  readonly root: Tree;
  readonly #lines = new WeakMap<object, number>();
  readonly #keyLines = new WeakMap<object, Map<string, number>>();

  /** Parses `text`; syntax errors go to `problems` and leave `root` null. */
  constructor(text: string, problems: Problems) {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter, schema: 'core' });
    const lineAt = (offset: number | undefined) =>
      offset === undefined ? undefined : lineCounter.linePos(offset).line;
    for (const e of doc.errors) {
      const message = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      problems.error(e.linePos?.[0]?.line ?? 1, 'syntax', message);
    }
    if (doc.errors.length > 0) {
      this.root = null;
      return;
    }
    const walk = (node: unknown, depth: number): Tree => {
      if (depth > 64) return null;
      if (isAlias(node)) return walk(node.resolve(doc), depth + 1);
      if (isScalar(node)) {
        const v = node.value;
        return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
          ? v
          : v === null || v === undefined
            ? null
            : String(v);
      }
      if (isSeq(node)) {
        const list = node.items.map((item) => walk(item, depth + 1));
        this.#lines.set(list, lineAt((node as Node).range?.[0]) ?? 1);
        return list;
      }
      if (isMap(node)) {
        const map: { [key: string]: Tree } = {};
        const keyLines = new Map<string, number>();
        for (const pair of node.items) {
          const keyNode = pair.key;
          const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
          map[key] = walk(pair.value, depth + 1);
          keyLines.set(key, lineAt((keyNode as Node | null)?.range?.[0]) ?? 1);
        }
        this.#lines.set(map, lineAt((node as Node).range?.[0]) ?? 1);
        this.#keyLines.set(map, keyLines);
        return map;
      }
      return null;
    };
    this.root = walk(doc.contents, 0);
  }

  /** the line where a mapping or list begins */
  lineOf(value: Tree | undefined): number | undefined {
    return value !== null && typeof value === 'object' ? this.#lines.get(value) : undefined;
  }

  /** the line of `key` in `map` (else of the map) */
  keyLine(map: Tree | undefined, key: string): number | undefined {
    if (map === null || typeof map !== 'object') return undefined;
    return this.#keyLines.get(map)?.get(key) ?? this.lineOf(map);
  }
}

export function isRecord(value: Tree | undefined): value is { [key: string]: Tree } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** a scalar as text ('' for null/undefined; lists and maps give null) */
export function textOf(value: Tree | undefined): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return null;
  return String(value);
}
