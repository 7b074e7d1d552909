// YAML aliases (`*name`) resolved once per document. The yaml library's Alias.resolve walks the
// whole document for every alias, so 16,000 aliases in 64 KB took 28 s. One pass in document
// order maps each alias to its anchored node, and counts how many values the aliases stand
// for: a file whose aliases expand to more than a lineup could hold is refused, so that
// walking the expanded values ("billion laughs") cannot stall the loader either.
import { type Alias, type Document, isAlias, isMap, isPair, isSeq, type Node } from 'yaml';

/** values (scalars, lists, mappings) all aliases of one file may stand for together */
export const MAX_ALIAS_EXPANSION = 200_000;

export interface AliasIndex {
  targets: Map<Alias, Node>;
  /** values the aliases stand for, counted with everything below each target */
  expansion: number;
}

function childrenOf(node: Node): Node[] {
  const out: Node[] = [];
  if (isMap(node) || isSeq(node)) {
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        if (item.key && typeof item.key === 'object') out.push(item.key as Node);
        if (item.value && typeof item.value === 'object') out.push(item.value as Node);
      } else if (item && typeof item === 'object') {
        out.push(item as Node);
      }
    }
  }
  return out;
}

/**
 * An anchor counts from the end of its node on (post-order), so an alias inside its own
 * anchored node never resolves to it (no cycles). Iterative: deep nesting cannot overflow.
 */
export function indexAliases(doc: Document): AliasIndex {
  const targets = new Map<Alias, Node>();
  const anchors = new Map<string, Node>();
  const sizes = new Map<Node, number>();
  let expansion = 0;
  const stack: { node: Node; children: Node[] | null }[] = [];
  if (doc.contents && typeof doc.contents === 'object') {
    stack.push({ node: doc.contents as Node, children: null });
  }
  while (stack.length > 0) {
    const frame = stack.at(-1)!;
    const { node } = frame;
    if (isAlias(node)) {
      stack.pop();
      const target = anchors.get(node.source);
      const size = target ? (sizes.get(target) ?? 1) : 1;
      if (target) {
        targets.set(node, target);
        expansion += size;
      }
      sizes.set(node, size);
      continue;
    }
    if (frame.children === null) {
      frame.children = childrenOf(node);
      for (let i = frame.children.length - 1; i >= 0; i--) {
        stack.push({ node: frame.children[i]!, children: null });
      }
      continue;
    }
    stack.pop();
    let size = 1;
    for (const child of frame.children) size += sizes.get(child) ?? 1;
    sizes.set(node, size);
    if (node.anchor) anchors.set(node.anchor, node);
  }
  return { targets, expansion };
}
