// What an organiser pastes into their website (docs/organisers.md "Put the lineup on your
// website"): the script tag and the element, or the iframe for site builders that allow no
// script. The link inside the element is what a visitor without script, or whose browser
// could not load the script, sees instead of the widget.
import type { Locale } from '@lineup/core';

export interface SnippetOptions {
  origin: string;
  event: string;
  name: string;
  locale: Locale;
  /** '' lets the widget choose by its width */
  view: '' | 'now' | 'list' | 'grid';
  /** stage slugs; empty: all */
  stages: string[];
  /** night dates (YYYY-MM-DD); empty: all */
  days: string[];
  /** #rrggbb, or '' for the default */
  accent: string;
}

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function appLink(o: SnippetOptions): string {
  const prefix = o.locale === 'en' ? '' : `/${o.locale}`;
  return `${o.origin}${prefix}/lineup/${encodeURIComponent(o.event)}`;
}

/** the element's attributes, in the order the snippet writes them */
export function elementAttributes(o: SnippetOptions): [string, string][] {
  const list: [string, string][] = [
    ['event', o.event],
    ['lang', o.locale],
  ];
  if (o.view) list.push(['view', o.view]);
  if (o.stages.length > 0) list.push(['stages', o.stages.join(',')]);
  if (o.days.length > 0) list.push(['days', o.days.join(',')]);
  if (HEX_COLOUR.test(o.accent)) list.push(['style', `--lineup-accent: ${o.accent}`]);
  return list;
}

export function scriptSnippet(o: SnippetOptions): string {
  const attrs = elementAttributes(o)
    .map(([k, v]) => `${k}="${attr(v)}"`)
    .join(' ');
  // the lineup is fetched while the script loads, instead of after it
  const lineup = `${o.origin}/api/lineup/${encodeURIComponent(o.event)}`;
  return [
    `<link rel="preload" href="${attr(lineup)}" as="fetch" crossorigin="anonymous">`,
    `<script src="${o.origin}/embed/v1.js" type="module"></script>`,
    `<lineup-schedule ${attrs}>`,
    `  <a href="${attr(appLink(o))}">${attr(o.name)}</a>`,
    '</lineup-schedule>',
  ].join('\n');
}

export function iframeSnippet(o: SnippetOptions): string {
  const query = new URLSearchParams({ lang: o.locale });
  if (o.view) query.set('view', o.view);
  if (o.stages.length > 0) query.set('stages', o.stages.join(','));
  if (o.days.length > 0) query.set('days', o.days.join(','));
  if (HEX_COLOUR.test(o.accent)) query.set('accent', o.accent);
  const src = `${o.origin}/embed/${encodeURIComponent(o.event)}?${query}`;
  return `<iframe src="${attr(src)}" title="${attr(o.name)}" style="width:100%;height:720px;border:0" loading="lazy"></iframe>`;
}
