// A lineup page's HTML put together from its shell, the lineup it carries and its first screen
// (lineupPage.ts). The same steps run in the render thread (firstScreenWorker.ts), which hands
// a page with its first screen back compressed, and on the thread that answers fans for pages
// without one (or when a render failed), so both give the same bytes.
import { pageHtml } from '@lineup/core';

/** the page's shell with and without a first screen drawn over or into it */
export interface PageShells {
  /** index.html with its stylesheet inline (and, for the grid, the grid's head) */
  screen: string;
  /** index.html as built (plus the grid's preloads on the grid's pages) */
  bare: string;
}

export interface PageParts {
  shells: PageShells;
  /** the JSON the page carries inline (ignored when it names `partSrc`'s request instead) */
  json: string;
  festival: string | null;
  locale: string;
  /** the first screen is the grid's (drawn over the app's root) */
  grid: boolean;
  /** the minute the first screen shows */
  minute: number | null;
  /** the night whose part the page carries; null: the whole lineup */
  night: string | null;
  /** with a first screen, the page names this request for its part instead of carrying it */
  partSrc: string;
  /** the start of the page's ETag base: the lineup's hash, the locale, the shell's tag */
  tagBase: string;
}

/** the page's HTML and its ETag base; `screen` '': none drawn */
export function assemblePage(parts: PageParts, screen: string): { tag: string; html: string } {
  const { shells, night } = parts;
  const partSrc = screen ? parts.partSrc : '';
  const html = pageHtml(
    screen ? shells.screen : shells.bare,
    parts.json,
    parts.festival,
    parts.locale,
    parts.grid ? { overRoot: screen, lineupSrc: partSrc } : { firstScreen: screen },
  );
  const tag = `${screen ? `-${parts.minute}` : ''}${night ? `-${night}` : ''}${partSrc ? '-src' : ''}`;
  return { tag: `${parts.tagBase}${tag}`, html };
}
