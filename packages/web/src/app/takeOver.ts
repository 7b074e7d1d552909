// Taking over the page the server drew (prerender/firstScreen.tsx): the app renders into the
// server's elements, keeping every node whose kind matches and correcting what differs in its
// attributes and text (another minute, likes kept in this browser; never the layout, which the
// page's head picks before painting: kit/layoutRule.ts). This is Preact's render over existing
// children, not its hydrate: hydrate attaches the handlers but leaves the server's attributes
// as they were, so a heart liked in this browser would keep showing the server's "not liked". Differences are reported, as React's recoverable errors
// were: a few are expected, many on every page would mean the two renders drifted apart.
import { type ComponentChild, render } from 'preact';
import type { ReactNode } from 'react';

const WATCH: MutationObserverInit = {
  subtree: true,
  childList: true,
  attributes: true,
  attributeOldValue: true,
};

function normalStyle(style: string | null): string {
  const probe = document.createElement('p');
  probe.setAttribute('style', style ?? '');
  return probe.style.cssText;
}

/** what the app changed of the server's elements: none when both rendered the same */
function changes(records: MutationRecord[]): string[] {
  // an attribute's value before the take-over: its first record's old value (Preact may
  // remove an attribute and set it again under its property's name)
  const before = new Map<Element, Map<string, string | null>>();
  const found: string[] = [];
  for (const r of records) {
    // the mark of a tap held until the take-over (earlyTaps) is the page's, not the server's
    if (r.type === 'attributes' && r.attributeName === 'data-tap-held') continue;
    if (r.type === 'attributes' && r.target instanceof Element && r.attributeName) {
      const attributes = before.get(r.target) ?? new Map<string, string | null>();
      before.set(r.target, attributes);
      if (!attributes.has(r.attributeName)) attributes.set(r.attributeName, r.oldValue);
    } else if (r.type === 'childList') {
      // text split in two where the server's HTML had merged it is no change: text is compared
      // as a whole below
      for (const n of [...r.addedNodes, ...r.removedNodes]) {
        if (n instanceof Element) found.push(`${n.localName} added/removed`);
      }
    }
  }
  for (const [element, attributes] of before) {
    for (const [name, old] of attributes) {
      const now = element.getAttribute(name);
      const same = name === 'style' ? normalStyle(old) === normalStyle(now) : old === now;
      if (!same) found.push(`${element.localName}[${name}]`);
    }
  }
  return found;
}

/** renders `app` over the server's elements in `root`; calls `onChanged` where they differed */
export function takeOver(root: HTMLElement, app: ReactNode, onChanged: (what: string[]) => void) {
  const text = root.textContent;
  const watch = new MutationObserver(() => {});
  watch.observe(root, WATCH);
  render(app as ComponentChild, root);
  const found = changes(watch.takeRecords());
  watch.disconnect();
  if (root.textContent !== text) found.push('text');
  if (found.length > 0) onChanged(found);
}
