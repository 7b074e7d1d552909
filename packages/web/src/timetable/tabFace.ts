import type { EventMeta } from '@lineup/core';

export interface TabFace {
  /** the stage's emoticon ('' when it has none) */
  icon: string;
  /** the stage's name, written on the tab: only when the emoticon alone does not tell it apart */
  label: string | null;
}

/**
 * What each stage tab shows. The spec's tab is the stage's emoticon; an imported schedule often
 * gives every stage the same one (a congress's or a big festival's 80 stages, all 🎵), and a
 * strip of identical icons is no way to find a stage. A stage whose emoticon is missing or
 * shared with another stage also gets its name written under it.
 */
export function tabFaces(meta: Pick<EventMeta, 'rooms' | 'emoticons'>): TabFace[] {
  const icons = meta.rooms.map((_, i) => (meta.emoticons[i] ?? '').trim());
  const uses = new Map<string, number>();
  for (const icon of icons) uses.set(icon, (uses.get(icon) ?? 0) + 1);
  return icons.map((icon, i) => ({
    icon,
    label: icon === '' || (uses.get(icon) ?? 0) > 1 ? (meta.rooms[i] ?? '') : null,
  }));
}
