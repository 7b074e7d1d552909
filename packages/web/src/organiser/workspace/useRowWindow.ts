import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** rows drawn past each edge of the screen: Tab and Shift+Tab always find the next row drawn */
const OVERSCAN = 8;
/** the window moves by whole steps: scrolling draws the table again every few rows, not each pixel */
const STEP = 8;
/** the rows drawn before the page could say where the table is */
const FIRST_ROWS = 40;
/** a row's height before any row was measured (a desktop row of inputs) */
const FIRST_ESTIMATE = 53;

/** what the table body holds, in order: a row (its position in the shown list) or a gap */
export type WindowItem = { position: number } | { gap: number; key: string };

/** the body's focus handlers: the row holding the focus stays drawn */
type Focus = { target: EventTarget | null; relatedTarget: EventTarget | null };
export interface FocusHandlers {
  onFocus(e: Focus): void;
  onBlur(e: Focus): void;
}

/**
 * The rows of a long table drawn only on and near the screen (issue 32): a cell edit of a
 * 3,000-set draft repainted and re-layered the 200 rows of 8 inputs then drawn, 56-104 ms from
 * the key to the screen. The rows not drawn are gaps of their measured (or estimated) height,
 * so the page scrolls as far as the whole table. A row with the focus (and its neighbours, for
 * Tab) and the rows in `kept` stay drawn wherever the page is scrolled: nothing being typed is
 * unmounted.
 *
 * `keys` are the shown rows' set indexes in order; the body's row elements carry them as
 * `data-row`.
 */
export function useRowWindow(
  body: RefObject<HTMLElement | null>,
  keys: readonly number[],
  kept: readonly (number | null)[],
): { items: WindowItem[]; focus: FocusHandlers } {
  const heights = useRef(new Map<number, number>());
  const estimate = useRef(FIRST_ESTIMATE);
  const focused = useRef<number | null>(null);
  const [range, setRange] = useState({ first: 0, last: FIRST_ROWS });
  const [, setMeasured] = useState(0);
  const focusHandlers = useRef<FocusHandlers>({
    onFocus(e) {
      const row = (e.target as Element | null)?.closest<HTMLElement>('[data-row]');
      if (!row) return;
      focused.current = Number(row.dataset.row);
      // a row at an edge of the rows drawn: its neighbours drawn before the next key, not
      // only once the page's scrolling moved the window (Tab would leave the table)
      const p = positionOf.current?.map.get(focused.current);
      const list = positionOf.current?.keys ?? [];
      if (p === undefined) return;
      const missing = [p - 1, p + 1].some(
        (q) => q >= 0 && q < list.length && !drawnNow.current.has(q),
      );
      if (missing) setMeasured((n) => n + 1);
    },
    onBlur(e) {
      // the focus gone elsewhere on the page; not the window left for another app (the cursor
      // comes back to the same cell, which stays the document's active element: known only
      // once the blur is over)
      const inside = (n: unknown) => body.current?.contains(n as Node | null) ?? false;
      if (inside(e.relatedTarget)) return;
      setTimeout(() => {
        if (focused.current === null || inside(document.activeElement)) return;
        focused.current = null;
        // its row, kept far from the screen, goes
        setMeasured((n) => n + 1);
      });
    },
  });
  const drawnNow = useRef(new Set<number>());
  const positionOf = useRef<{ keys: readonly number[]; map: Map<number, number> } | null>(null);
  const keysNow = useRef(keys);
  keysNow.current = keys;

  const place = useRef(() => {
    const el = body.current;
    if (!el) return;
    const list = keysNow.current;
    const top = -el.getBoundingClientRect().top;
    const bottom = top + window.innerHeight;
    let y = 0;
    let first = -1;
    let last = list.length;
    for (let p = 0; p < list.length; p++) {
      if (y >= bottom) {
        last = p;
        break;
      }
      const h = heights.current.get(list[p]!) ?? estimate.current;
      if (first < 0 && y + h > top) first = p;
      y += h;
    }
    if (first < 0) first = Math.max(0, list.length - 1);
    const from = Math.max(0, Math.floor((first - OVERSCAN) / STEP) * STEP);
    const to = Math.max(from + STEP, Math.ceil((last + OVERSCAN) / STEP) * STEP);
    setRange((r) => (r.first === from && r.last === to ? r : { first: from, last: to }));
  }).current;

  // the window follows the page's scrolling and size, once a frame
  useEffect(() => {
    let frame = 0;
    const later = () => {
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          place();
        });
      }
    };
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [place]);

  // other rows shown (a filter, a sort, a set added or removed): placed again before the paint
  // biome-ignore lint/correctness/useExhaustiveDependencies: keys is what changed
  useLayoutEffect(() => place(), [keys, place]);

  // the rows drawn are measured after each render: the gaps are the rows' own heights (a row
  // with a problem under a cell is taller), and the guess for the rows never drawn their mean
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    let changed = false;
    for (const tr of el.querySelectorAll<HTMLElement>(':scope > tr[data-row]')) {
      let h = tr.getBoundingClientRect().height;
      const next = tr.nextElementSibling;
      if (next && !next.hasAttribute('data-row') && next.classList.contains('org-set-links')) {
        h += next.getBoundingClientRect().height;
      }
      // no layout (a page not shown): nothing to learn
      if (h <= 0) continue;
      const key = Number(tr.dataset.row);
      const before = heights.current.get(key);
      if (before === undefined || Math.abs(before - h) > 0.5) {
        heights.current.set(key, h);
        changed = true;
      }
    }
    if (!changed) return;
    let sum = 0;
    for (const h of heights.current.values()) sum += h;
    estimate.current = sum / heights.current.size;
    setMeasured((n) => n + 1);
  });

  if (positionOf.current?.keys !== keys) {
    positionOf.current = { keys, map: new Map(keys.map((k, p) => [k, p])) };
  }
  const drawn = new Set<number>();
  for (let p = range.first; p < Math.min(range.last, keys.length); p++) drawn.add(p);
  for (const key of [...kept, focused.current]) {
    const p = key === null ? undefined : positionOf.current.map.get(key);
    if (p === undefined) continue;
    for (const q of [p - 1, p, p + 1]) if (q >= 0 && q < keys.length) drawn.add(q);
  }
  drawnNow.current = drawn;
  const positions = [...drawn].sort((a, b) => a - b);
  const heightAt = (p: number) => heights.current.get(keys[p]!) ?? estimate.current;
  const gap = (from: number, to: number) => {
    let h = 0;
    for (let p = from; p < to; p++) h += heightAt(p);
    return Math.round(h);
  };
  const items: WindowItem[] = [];
  let next = 0;
  for (const p of positions) {
    if (p > next) items.push({ gap: gap(next, p), key: `gap-${next}` });
    items.push({ position: p });
    next = p + 1;
  }
  if (next < keys.length) items.push({ gap: gap(next, keys.length), key: `gap-${next}` });
  return { items, focus: focusHandlers.current };
}
