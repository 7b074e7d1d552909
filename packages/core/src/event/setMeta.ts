// The links and pictures of an act. The file may list them (`- soundcloud: https://…`, which
// allows two links of one kind) or map them; both become MetaEntry[] in file order.
import { LIKE_LIMITS } from '../constants.ts';
import { isSafeUrl, parseLinkKey } from '../links/links.ts';
import type { MetaEntry } from '../types.ts';
import {
  asMap,
  entries,
  isNullNode,
  itemsOf,
  type LoadContext,
  type MaybeNode,
  stringOf,
  warn,
} from './yamlNodes.ts';

/** A URL field (link or image): kept when safe, else dropped with a "link.protocol" warning. */
export function safeUrlOf(ctx: LoadContext, node: MaybeNode, what: string): string | null {
  if (isNullNode(ctx, node)) return null;
  const value = stringOf(ctx, node);
  if (value === null) {
    warn(ctx, node, 'link.protocol', `${what} is not a URL; dropped`);
    return null;
  }
  if (!isSafeUrl(value.trim())) {
    warn(ctx, node, 'link.protocol', `${what} "${value}" is not an http(s) URL; dropped`);
    return null;
  }
  return value.trim();
}

function entryOf(ctx: LoadContext, key: string, node: MaybeNode, at: unknown): MetaEntry | null {
  if (key.length > LIKE_LIMITS.linkKey) {
    const message = `link kind and label longer than ${LIKE_LIMITS.linkKey} characters; dropped`;
    warn(ctx, at, 'link.length', message);
    return null;
  }
  if (parseLinkKey(key) === null) {
    warn(ctx, at, 'link.kind', `unknown link kind "${key}"; dropped`);
    return null;
  }
  const value = safeUrlOf(ctx, node, `link ${key}`);
  if (value !== null && value.length > LIKE_LIMITS.linkValue) {
    const message = `link ${key} is longer than ${LIKE_LIMITS.linkValue} characters; dropped`;
    warn(ctx, node ?? at, 'link.length', message);
    return null;
  }
  return value === null ? null : { key, value };
}

/** A like holds at most LIKE_LIMITS.links links: more would make every like sync fail. */
export function parseSetMeta(ctx: LoadContext, node: MaybeNode, where: string): MetaEntry[] {
  const all = allSetMeta(ctx, node, where);
  if (all.length <= LIKE_LIMITS.links) return all;
  const message = `${where}: ${all.length} links and pictures, more than ${LIKE_LIMITS.links}; the first ${LIKE_LIMITS.links} kept`;
  warn(ctx, node, 'set.meta', message);
  return all.slice(0, LIKE_LIMITS.links);
}

function allSetMeta(ctx: LoadContext, node: MaybeNode, where: string): MetaEntry[] {
  if (isNullNode(ctx, node)) return [];
  const out: MetaEntry[] = [];
  const map = asMap(ctx, node);
  if (map) {
    for (const [key, value, at] of entries(ctx, map)) {
      const entry = entryOf(ctx, key, value, at);
      if (entry) out.push(entry);
    }
    return out;
  }
  const items = itemsOf(ctx, node);
  if (!items) {
    warn(ctx, node, 'set.meta', `${where}: meta must be a list of "kind: url" entries; ignored`);
    return out;
  }
  for (const item of items) {
    const itemMap = asMap(ctx, item);
    const pairs = itemMap ? entries(ctx, itemMap) : [];
    if (pairs.length !== 1) {
      warn(ctx, item, 'set.meta', `${where}: each meta entry must be one "kind: url"; skipped`);
      continue;
    }
    const [key, value, at] = pairs[0]!;
    const entry = entryOf(ctx, key, value, at);
    if (entry) out.push(entry);
  }
  return out;
}
