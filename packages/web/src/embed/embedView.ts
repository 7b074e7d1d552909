// The widget's markup, drawn from the lineup with core's rules: what each stage plays now and
// next (roomState), the festival's nights as days (a set at 02:00 on Saturday is Friday's),
// 24 h times in the event's zone. Plain strings with every text escaped: no framework.
import {
  type FestivalNight,
  formatTime,
  type LineupResponse,
  type LineupSet,
  type Locale,
  roomState,
} from '@lineup/core';
import type { EmbedMessages } from './messages.ts';

export interface ViewState {
  lineup: LineupResponse;
  locale: Locale;
  t: EmbedMessages;
  origin: string;
  now: Date;
  /** stage indexes offered (the element's `stages`, else all) */
  choices: number[];
  /** stage indexes the visitor picked among them (empty: all of them) */
  picked: ReadonlySet<number>;
  /** the nights offered (the element's `days`, else all), and the one shown (-1: none) */
  nights: FestivalNight[];
  night: number;
  mode: 'now' | 'list' | 'grid';
  /** inner width of the widget (px) */
  width: number;
  /** the copy's time when the network failed, else null */
  offlineSince: number | null;
}

/** the stages shown: the picked ones, else every one offered */
export function shownStages(s: Pick<ViewState, 'choices' | 'picked'>): number[] {
  return s.picked.size > 0 ? s.choices.filter((i) => s.picked.has(i)) : s.choices;
}

const MINUTE_MS = 60_000;
/** the grid's scale: a 30-minute set gets two lines of text */
const PX_PER_MINUTE = 1.6;
const GRID_HEAD = 32;
const AXIS_WIDTH = 44;
/** the widget's inner padding on each side (embedStyles.ts .w) */
const PADDING = 12;
/** stages side by side before the grid scrolls sideways */
const VISIBLE_STAGES = 6;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** the act's sheet in the app (the heart is there), in the widget's language */
export function actUrl(origin: string, locale: Locale, event: string, dj: string): string {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return `${origin}${prefix}/lineup/${encodeURIComponent(event)}?s=${encodeURIComponent(dj)}`;
}

export function eventUrl(origin: string, locale: Locale, event: string): string {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return `${origin}${prefix}/lineup/${encodeURIComponent(event)}`;
}

function stageName(lineup: LineupResponse, room: number): string {
  const name = lineup.meta.rooms[room] ?? '';
  const emoji = lineup.meta.emoticons[room];
  return emoji && !name.startsWith(emoji) ? `${emoji} ${name}` : name;
}

function actLink(s: ViewState, set: LineupSet, cls = 'act'): string {
  if (set.isMarkerSet) return `<span class="act">${esc(set.djAndChange)}</span>`;
  const href = actUrl(s.origin, s.locale, s.lineup.meta.id, set.dj);
  return `<a class="${cls}" href="${esc(href)}" target="_blank" rel="noopener">${esc(set.djAndChange)}</a>`;
}

function nowNextItem(s: ViewState, room: number): string {
  const { lineup, t, now } = s;
  const tz = lineup.meta.timeZone;
  const state = roomState(lineup.sets[room] ?? [], lineup.meta, now, lineup.setCursors[room]);
  let current = `<span class="act empty">${esc(t.nothingNow)}</span>`;
  let next: LineupSet | null = null;
  switch (state.kind) {
    case 'playing':
      current = `${actLink(s, state.current)} <span class="t">${esc(t.until(formatTime(state.current.end, tz)))}</span>`;
      next = state.next;
      break;
    case 'pause':
    case 'closedUntil':
    case 'break':
      next = state.next;
      break;
    case 'closed':
      current = `<span class="act empty">${esc(t.closed)}</span>`;
      break;
    case 'noData':
      break;
  }
  const nextRow = next
    ? `<div class="row"><span class="lbl">${esc(t.next)}</span><span class="v">${actLink(s, next)} <span class="t">${formatTime(next.start, tz)}</span></span></div>`
    : '';
  return `<li data-room="${room}"><span class="st">${esc(stageName(lineup, room))}</span><div class="row"><span class="lbl">${esc(t.now)}</span><span class="v">${current}</span></div>${nextRow}</li>`;
}

function filters(s: ViewState): string {
  const { lineup, t, nights, night, picked, choices } = s;
  let html = '';
  if (s.mode !== 'now' && nights.length > 1) {
    const fmt = new Intl.DateTimeFormat(s.locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'numeric',
      timeZone: 'UTC',
    });
    html += `<div class="chips" role="group" aria-label="${esc(t.days)}">${nights
      .map(
        (n, i) =>
          `<button type="button" data-night="${i}" aria-pressed="${i === night}">${esc(fmt.format(Date.UTC(n.year, n.month - 1, n.day)))}</button>`,
      )
      .join('')}</div>`;
  }
  if (choices.length > 1) {
    const chips = choices.map(
      (i) =>
        `<button type="button" data-stage="${i}" aria-pressed="${picked.has(i)}">${esc(stageName(lineup, i))}</button>`,
    );
    html += `<div class="chips" role="group" aria-label="${esc(t.stages)}"><button type="button" data-stage="all" aria-pressed="${picked.size === 0}">${esc(t.allStages)}</button>${chips.join('')}</div>`;
  }
  return html;
}

function nightSets(s: ViewState, stages: readonly number[]): LineupSet[] {
  const night = s.nights[s.night];
  if (!night) return [];
  return stages
    .flatMap((i) => night.sets[i] ?? [])
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.room - b.room);
}

function listView(s: ViewState, stages: readonly number[]): string {
  const tz = s.lineup.meta.timeZone;
  const t = s.now.getTime();
  const sets = nightSets(s, stages);
  if (sets.length === 0) return `<p class="empty">${esc(s.t.noSets)}</p>`;
  const rows: string[] = [];
  let lineDrawn = false;
  const night = s.nights[s.night]!;
  const nowInNight = t >= Date.parse(night.start) && t < Date.parse(night.end);
  for (const set of sets) {
    const start = Date.parse(set.start);
    const end = Date.parse(set.end);
    if (nowInNight && !lineDrawn && start > t) {
      rows.push(
        `<li class="nl" aria-hidden="true"><span>${esc(s.t.nowLine)} ${formatTime(s.now.toISOString(), tz)}</span></li>`,
      );
      lineDrawn = true;
    }
    const cls = end <= t ? 'past' : start <= t ? 'on' : '';
    const href = actUrl(s.origin, s.locale, s.lineup.meta.id, set.dj);
    const time = `${formatTime(set.start, tz)}–${formatTime(set.end, tz)}`;
    const stage =
      stages.length > 1 ? `<span class="sn">${esc(stageName(s.lineup, set.room))}</span>` : '';
    const inner = `<time datetime="${esc(set.start)}">${time}</time><b>${esc(set.djAndChange)}</b>${stage}`;
    // a placeholder ("?") has no act to open
    rows.push(
      set.isMarkerSet
        ? `<li class="${cls} mk"><span class="a">${inner}</span></li>`
        : `<li class="${cls}"><a href="${esc(href)}" target="_blank" rel="noopener">${inner}</a></li>`,
    );
  }
  return `<ul class="list">${rows.join('')}</ul>`;
}

function gridView(s: ViewState, stages: readonly number[]): string {
  const night = s.nights[s.night];
  const tz = s.lineup.meta.timeZone;
  if (!night || nightSets(s, stages).length === 0) return `<p class="empty">${esc(s.t.noSets)}</p>`;
  const HOUR = 60 * MINUTE_MS;
  const from = Math.floor(Date.parse(night.start) / HOUR) * HOUR;
  const to = Math.ceil(Date.parse(night.end) / HOUR) * HOUR;
  const y = (ms: number) => GRID_HEAD + ((ms - from) / MINUTE_MS) * PX_PER_MINUTE;
  const height = y(to) + 4;
  const columns = Math.min(stages.length, VISIBLE_STAGES);
  const colWidth = Math.max(110, Math.floor((s.width - 2 * PADDING - AXIS_WIDTH) / columns));
  const t = s.now.getTime();
  const axis: string[] = [];
  for (let h = from; h <= to; h += HOUR) {
    axis.push(`<span style="top:${y(h)}px">${formatTime(new Date(h).toISOString(), tz)}</span>`);
  }
  const cols = stages.map((room) => {
    const blocks = (night.sets[room] ?? []).map((set) => {
      const start = Date.parse(set.start);
      const end = Date.parse(set.end);
      const top = y(start);
      const h = Math.max(22, y(end) - top - 2);
      const time = `${formatTime(set.start, tz)}–${formatTime(set.end, tz)}`;
      const href = actUrl(s.origin, s.locale, s.lineup.meta.id, set.dj);
      const cls = `blk${end <= t ? ' past' : ''}`;
      const style = `top:${top}px;height:${h}px`;
      const inner = `${esc(set.djAndChange)}<small>${time}</small>`;
      return set.isMarkerSet
        ? `<div class="${cls} mk" style="${style}">${inner}</div>`
        : `<a class="${cls}" style="${style}" href="${esc(href)}" target="_blank" rel="noopener">${inner}</a>`;
    });
    return `<div class="col" style="width:${colWidth}px;height:${height}px"><h4>${esc(stageName(s.lineup, room))}</h4>${blocks.join('')}</div>`;
  });
  const line =
    t >= from && t <= to ? `<div class="gnl" style="top:${y(t)}px" aria-hidden="true"></div>` : '';
  // a region of its own: keyboard users scroll it sideways to the stages beyond six
  return `<div class="gridwrap" tabindex="0" role="region" aria-label="${esc(s.t.stages)}"><div class="grid" style="height:${height}px"><div class="axis" style="height:${height}px">${axis.join('')}</div>${cols.join('')}${line}</div></div>`;
}

/** The widget's whole content for the lineup at `now`. */
export function renderWidget(s: ViewState): string {
  const { lineup, t } = s;
  const stages = shownStages(s);
  const tz = lineup.meta.timeZone;
  const status =
    s.offlineSince === null
      ? ''
      : `<p class="status off" role="status">${esc(t.offline(formatTime(new Date(s.offlineSince).toISOString(), tz)))}</p>`;
  const nowNext = stages.map((room) => nowNextItem(s, room)).join('');
  let body = '';
  if (s.mode === 'list') body = listView(s, stages);
  else if (s.mode === 'grid') body = gridView(s, stages);
  return (
    `<section class="w" lang="${s.locale}" aria-label="${esc(t.lineup(lineup.meta.partyName))}">` +
    `<h2>${esc(lineup.meta.partyName)}</h2>${status}` +
    `<h3>${esc(t.now)}</h3><ul class="nn">${nowNext}</ul>` +
    `${filters(s)}${body}` +
    `<p class="foot"><a href="${esc(eventUrl(s.origin, s.locale, lineup.meta.id))}" target="_blank" rel="noopener">${esc(t.openApp)}</a></p></section>`
  );
}

/** Before the first copy: loading, or the failure with the plain link into the app. */
export function renderPlaceholder(
  t: EmbedMessages,
  link: string,
  state: 'loading' | 'failed',
): string {
  const text = state === 'loading' ? t.loading : t.failed;
  return `<section class="w"><p class="status" role="status">${esc(text)}</p><p class="foot"><a href="${esc(link)}" target="_blank" rel="noopener">${esc(t.openApp)}</a></p></section>`;
}
