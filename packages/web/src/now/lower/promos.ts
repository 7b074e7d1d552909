import type { EventMeta, KeyValue } from '@lineup/core';

// Cross-promotion links at the foot of the now page (spec §2): one per meta flag
// nowShow{Product}Ad that is true.

export const SHALLOW_BUNNY_URL = 'https://shallowbunny.com';

export type Promo =
  | { kind: 'dataSource'; href: string; party: string }
  | { kind: 'shallowBunny'; href: string }
  | { kind: 'event'; path: string; name: string };

function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Promotions the event asks for; a product flag links to the other event of that name. */
export function promosOf(meta: EventMeta): Promo[] {
  const out: Promo[] = [];
  for (const [field, value] of Object.entries(meta)) {
    const m = /^nowShow(.+)Ad$/.exec(field);
    if (!m || value !== true) continue;
    const product = m[1] ?? '';
    if (product === 'DataSource') {
      if (meta.partyUrl)
        out.push({ kind: 'dataSource', href: meta.partyUrl, party: meta.partyName });
    } else if (product === 'ShallowBunny') {
      out.push({ kind: 'shallowBunny', href: SHALLOW_BUNNY_URL });
    } else {
      const other = findOther(meta.otherEvents, squash(product));
      if (other) out.push({ kind: 'event', path: other.key, name: other.value });
    }
  }
  return out;
}

function findOther(others: readonly KeyValue[], product: string): KeyValue | undefined {
  return others.find((e) => squash(e.value).includes(product) || squash(e.key).includes(product));
}
