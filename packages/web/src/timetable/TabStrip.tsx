import { type EventMeta, TAB_MIN_HEIGHT_PX } from '@lineup/core';
import { type KeyboardEvent, useMemo, useRef } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { timetableMessages } from './messages.ts';
import { SEARCH_TAB, tabHeightPx } from './selectedTab.ts';
import { tabFaces } from './tabFace.ts';
import { useStripMaxHeight } from './useStripMaxHeight.ts';
import { useViewportHeight } from './useViewportHeight.ts';

interface TabStripProps {
  meta: EventMeta;
  selected: number;
  onSelect(tab: number): void;
  panelId: string;
}

export function tabId(tab: number): string {
  return tab === SEARCH_TAB ? 'tt-tab-search' : `tt-tab-${tab}`;
}

/**
 * The left vertical strip: the search tab, then one tab per stage. Arrow keys, Home and End
 * move the selection (and focus) between tabs; only the selected tab is in the Tab order.
 */
export function TabStrip({ meta, selected, onSelect, panelId }: TabStripProps) {
  const t = useMessages(timetableMessages);
  const viewport = useViewportHeight();
  const stageHeight = tabHeightPx(viewport, meta.rooms.length);
  const tabs = [SEARCH_TAB, ...meta.rooms.map((_, i) => i)];
  const faces = useMemo(() => tabFaces(meta), [meta]);
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const strip = useRef<HTMLDivElement>(null);
  const maxHeight = useStripMaxHeight(strip);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(selected);
    let next: number | undefined;
    if (e.key === 'ArrowDown' || e.key === 'ArrowRight') next = tabs[(at + 1) % tabs.length];
    else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft')
      next = tabs[(at - 1 + tabs.length) % tabs.length];
    else if (e.key === 'Home') next = tabs[0];
    else if (e.key === 'End') next = tabs[tabs.length - 1];
    if (next === undefined) return;
    e.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
    refs.current.get(next)?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <div
      role="tablist"
      aria-orientation="vertical"
      aria-label={t.stagesLabel}
      className={faces.some((f) => f.label !== null) ? 'tt-tabs tt-tabs--named' : 'tt-tabs'}
      ref={strip}
      style={maxHeight === undefined ? undefined : { maxHeight: `${maxHeight}px` }}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const isSearch = tab === SEARCH_TAB;
        const active = tab === selected;
        const name = isSearch ? t.searchTab : (meta.rooms[tab] ?? '');
        const face = isSearch
          ? { icon: '🔎', label: null }
          : (faces[tab] ?? { icon: '', label: name });
        return (
          <button
            key={tab}
            ref={(el) => {
              if (el) refs.current.set(tab, el);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={active}
            aria-controls={active ? panelId : undefined}
            aria-label={name}
            title={name}
            tabIndex={active ? 0 : -1}
            className={`tt-tab${active ? ' tt-tab--active' : ''}${face.label === null ? '' : ' tt-tab--named'}`}
            style={{ height: `${isSearch ? TAB_MIN_HEIGHT_PX : stageHeight}px` }}
            onClick={() => onSelect(tab)}
          >
            {face.icon && <span aria-hidden="true">{face.icon}</span>}
            {face.label !== null && (
              <span aria-hidden="true" className="tt-tab__name">
                {face.label}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
