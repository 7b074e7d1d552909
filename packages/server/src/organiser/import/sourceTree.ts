// YAML or JSON input as plain values, remembering the line of every mapping, list and key,
// so an importer can say "line 42" about any part of it.
import { MAX_ALIAS_EXPANSION } from '@lineup/core';
import { isAlias, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import type { Problems } from '../draft.ts';

/** values the aliases (*name) of one file may stand for, as for an event file (core) */
export const MAX_ALIAS_VALUES = MAX_ALIAS_EXPANSION;

class TooManyAliasValues extends Error {}

export type Tree = null | string | number | boolean | Tree[] | { [key: string]: Tree };

export class SourceTree {
  readonly root: Tree;
  readonly #lines = new WeakMap<object, number>();
  readonly #keyLines = new WeakMap<object, Map<string, number>>();

  /** Parses `text`; syntax errors go to `problems` and leave `root` null. */
  constructor(text: string, problems: Problems) {
    // JSON gets JSON's one message ("cut off at line 9"), not a YAML parser's guesses
    const jsonError = /^\s*[{[]/.test(text) ? jsonProblem(text) : null;
    if (jsonError) {
      problems.error(jsonError.line, 'syntax', jsonError.message);
      this.root = null;
      return;
    }
    const lineCounter = new LineCounter();
    let doc: ReturnType<typeof parseDocument>;
    try {
      doc = parseDocument(text, { lineCounter, schema: 'core' });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      problems.error(1, 'syntax', TOO_DEEP);
      this.root = null;
      return;
    }
    const lineAt = (offset: number | undefined) =>
      offset === undefined ? undefined : lineCounter.linePos(offset).line;
    // the parser ran out of stack: one sentence for it, not its own words (once per reason)
    const tooDeep = doc.errors.some((e) => STACK_OVERFLOW.test(e.message));
    if (tooDeep) problems.error(1, 'syntax', TOO_DEEP);
    for (const e of tooDeep ? [] : doc.errors) {
      const message = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      problems.error(e.linePos?.[0]?.line ?? 1, 'syntax', message);
    }
    if (doc.errors.length > 0) {
      this.root = null;
      return;
    }
    // an alias is read anew each time it is used: ten aliases of ten aliases of … (a 654-byte
    // file) stand for billions of values, so what aliases stand for is counted and capped
    let aliased = 0;
    const walk = (node: unknown, depth: number, inAlias = false): Tree => {
      if (depth > 64) return null;
      if (inAlias && ++aliased > MAX_ALIAS_VALUES) throw new TooManyAliasValues();
      if (isAlias(node)) return walk(node.resolve(doc), depth + 1, true);
      if (isScalar(node)) {
        const v = node.value;
        return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
          ? v
          : v === null || v === undefined
            ? null
            : String(v);
      }
      if (isSeq(node)) {
        const list = node.items.map((item) => walk(item, depth + 1, inAlias));
        this.#lines.set(list, lineAt((node as Node).range?.[0]) ?? 1);
        return list;
      }
      if (isMap(node)) {
        const map: { [key: string]: Tree } = {};
        const keyLines = new Map<string, number>();
        for (const pair of node.items) {
          const keyNode = pair.key;
          const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
          map[key] = walk(pair.value, depth + 1, inAlias);
          keyLines.set(key, lineAt((keyNode as Node | null)?.range?.[0]) ?? 1);
        }
        this.#lines.set(map, lineAt((node as Node).range?.[0]) ?? 1);
        this.#keyLines.set(map, keyLines);
        return map;
      }
      return null;
    };
    try {
      this.root = walk(doc.contents, 0);
    } catch (error) {
      if (!(error instanceof TooManyAliasValues)) throw error;
      problems.error(
        1,
        'yaml.aliases',
        `the aliases (*name) of this file stand for more than ${MAX_ALIAS_VALUES.toLocaleString('en')} values, more than a lineup holds; write the values out or use fewer aliases`,
      );
      this.root = null;
    }
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

/** lists in lists thousands deep: no schedule is, and the parser's own words say nothing */
export const TOO_DEEP =
  'the file nests lists or objects thousands of levels deep; no schedule does (is it the right file?)';

const STACK_OVERFLOW = /call stack|stack overflow/i;

/** the first mistake of a JSON text, with its line; null when it parses */
function jsonProblem(text: string): { line: number; message: string } | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    if (error instanceof RangeError) return { line: 1, message: TOO_DEEP };
    const message = (error as Error).message;
    const lines = text.split('\n').length;
    const at = /position (\d+)/.exec(message);
    const position = at ? Number(at[1]) : -1;
    // the parser stopped where the text stops (or in its last string): it was cut off
    const cut = position >= text.trimEnd().length || /Unterminated string/i.test(message);
    if (/end of JSON input/i.test(message) || cut) {
      return {
        line: lines,
        message: 'the JSON ends too early: the file is cut off (download or copy it again)',
      };
    }
    const line = position >= 0 ? text.slice(0, position).split('\n').length : 1;
    const what = message
      .replace(/\s*(in JSON )?at position \d+.*$/s, '')
      .replace(/^JSON\.parse: /, '');
    return { line, message: `not valid JSON: ${what}` };
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
