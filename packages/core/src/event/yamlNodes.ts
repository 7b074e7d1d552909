// Walking the YAML syntax tree instead of plain JS values keeps the source position of every
// value, so each diagnostic can name its line (JSON files are YAML, so they get lines too).
import {
  type Alias,
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type LineCounter,
  type Node,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import type { Diagnostic } from '../types.ts';
import { cleanText } from './cleanText.ts';

/** diagnostics of each kind kept per file; the rest are counted ("and N more") */
export const MAX_DIAGNOSTICS = 100;

/** the rule of the last entry of a capped list: "and N more warnings" */
export const MORE_RULE = 'more';

/** how many diagnostics a capped list stands for, its "and N more" counted in */
export function countDiagnostics(list: readonly { rule: string; message: string }[]): number {
  let n = 0;
  for (const d of list) n += d.rule === MORE_RULE ? Number(/\d+/.exec(d.message)?.[0] ?? 0) : 1;
  return n;
}

/**
 * A list of diagnostics kept to `max` entries (an earlier cap's "and N more" counted in), in
 * line order, ending with "and N more <kind>" when any were left out.
 */
export function capDiagnostics(
  list: Diagnostic[],
  path: string,
  kind: string,
  max = MAX_DIAGNOSTICS,
): Diagnostic[] {
  let dropped = 0;
  const kept: Diagnostic[] = [];
  for (const d of list) {
    if (d.rule === MORE_RULE) dropped += Number(/\d+/.exec(d.message)?.[0] ?? 0);
    else kept.push(d);
  }
  kept.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  dropped += Math.max(0, kept.length - max);
  kept.length = Math.min(kept.length, max);
  if (dropped > 0) kept.push({ path, rule: MORE_RULE, message: `and ${dropped} more ${kind}` });
  return kept;
}

export interface LoadContext {
  path: string;
  now: Date;
  doc: Document;
  lineCounter: LineCounter;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** every alias of the document and the node it names (aliases.ts) */
  aliases: Map<Alias, Node>;
  /** diagnostics beyond MAX_DIAGNOSTICS, counted only */
  dropped: { errors: number; warnings: number };
  /** value nodes whose text had characters removed (warned once each) */
  cleaned: WeakSet<object>;
  /** the line of each loaded set, in the order of the loaded sets */
  setLines: number[];
  /** sets left out for a problem of their own (not duplicates), warned or not (the cap) */
  skippedSets: number;
}

/** A node, or null for a missing or empty value. */
export type MaybeNode = Node | null | undefined;

/** Follows anchors (`*name`) to the node they name (resolved once per document). */
export function deref(ctx: LoadContext, node: unknown): Node | null {
  if (isAlias(node)) return ctx.aliases.get(node) ?? null;
  if (isScalar(node) || isMap(node) || isSeq(node)) return node;
  return null;
}

export function lineOf(ctx: LoadContext, node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] | null } | null)?.range;
  return range ? ctx.lineCounter.linePos(range[0]).line : undefined;
}

type Params = Diagnostic['params'];

function diagnostic(
  ctx: LoadContext,
  at: unknown,
  rule: string,
  message: string,
  params: Params,
): Diagnostic {
  const line = typeof at === 'number' ? at : lineOf(ctx, at);
  const d: Diagnostic = { path: ctx.path, rule, message };
  if (line !== undefined) d.line = line;
  if (params) d.params = params;
  return d;
}

/**
 * `at` is the node the problem is in (or a line number); `params` the values the message
 * names, so a page can say it in its own language.
 */
export function warn(
  ctx: LoadContext,
  at: unknown,
  rule: string,
  message: string,
  params?: Params,
): void {
  if (ctx.warnings.length < MAX_DIAGNOSTICS)
    ctx.warnings.push(diagnostic(ctx, at, rule, message, params));
  else ctx.dropped.warnings++;
}

export function fail(
  ctx: LoadContext,
  at: unknown,
  rule: string,
  message: string,
  params?: Params,
): void {
  if (ctx.errors.length < MAX_DIAGNOSTICS)
    ctx.errors.push(diagnostic(ctx, at, rule, message, params));
  else ctx.dropped.errors++;
}

/** A parsed text without the characters no like can hold ("\0" escapes and the like). */
function printable(ctx: LoadContext, node: unknown, text: string): string {
  const { text: out, cleaned } = cleanText(text);
  if (cleaned && node && typeof node === 'object' && !ctx.cleaned.has(node)) {
    ctx.cleaned.add(node);
    warn(ctx, node, 'text.characters', 'control characters or broken Unicode removed');
  }
  return out;
}

export function asMap(ctx: LoadContext, node: unknown): YAMLMap | null {
  const n = deref(ctx, node);
  return isMap(n) ? n : null;
}

export function asSeq(ctx: LoadContext, node: unknown): YAMLSeq | null {
  const n = deref(ctx, node);
  return isSeq(n) ? n : null;
}

function asScalar(ctx: LoadContext, node: unknown): Scalar | null {
  const n = deref(ctx, node);
  return isScalar(n) ? n : null;
}

/** A map's entries as [key text, value node, pair (for its line)]. */
export function entries(ctx: LoadContext, map: YAMLMap): Array<[string, MaybeNode, unknown]> {
  return map.items.map((pair) => {
    const key = asScalar(ctx, pair.key);
    const name = printable(ctx, key, key ? String(key.value) : String(pair.key));
    const value = deref(ctx, pair.value);
    return [name, value, pair.key ?? pair.value];
  });
}

/** Text of a string scalar; numbers count too (an act may be called 808). */
export function textOf(ctx: LoadContext, node: unknown): string | null {
  const scalar = asScalar(ctx, node);
  const value = scalar?.value;
  if (typeof value === 'string') return printable(ctx, scalar, value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Text of a string scalar only. */
export function stringOf(ctx: LoadContext, node: unknown): string | null {
  const scalar = asScalar(ctx, node);
  const value = scalar?.value;
  return typeof value === 'string' ? printable(ctx, scalar, value) : null;
}

export function booleanOf(ctx: LoadContext, node: unknown): boolean | null {
  const value = asScalar(ctx, node)?.value;
  return typeof value === 'boolean' ? value : null;
}

export function isNullNode(ctx: LoadContext, node: unknown): boolean {
  if (node === null || node === undefined) return true;
  const scalar = asScalar(ctx, node);
  return scalar !== null && scalar.value === null;
}

/** Items of a sequence (or null when the node is not one). */
export function itemsOf(ctx: LoadContext, node: unknown): Node[] | null {
  const seq = asSeq(ctx, node);
  return seq ? seq.items.map((item) => deref(ctx, item) ?? (item as Node)) : null;
}

/** A list of strings, or null when the node is not one. */
export function stringListOf(ctx: LoadContext, node: unknown): string[] | null {
  const items = itemsOf(ctx, node);
  if (!items) return null;
  const out: string[] = [];
  for (const item of items) {
    const text = stringOf(ctx, item);
    if (text === null) return null;
    out.push(text);
  }
  return out;
}
