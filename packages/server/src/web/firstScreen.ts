// The now page's first screen, rendered here into the page's HTML (issue 15): on a phone with
// a slow link the fan sees who plays now once the HTML and the stylesheet are in, not after
// the app's script has arrived and run. The renderer is the web app's own components, built
// for Node by `npm run build` (packages/web/src/prerender/firstScreen.tsx); without that
// bundle, or with PRERENDER=off, pages carry the lineup inline only, as before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type FirstScreenInput, stylesheetHref, withInlineStylesheet } from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';

export type RenderFirstScreen = (input: FirstScreenInput) => string;

export interface FirstScreens {
  /** the now page's first screen, inside the app's root */
  now: RenderFirstScreen;
  /** the grid's, over the app's root with its placing script (null: an older bundle) */
  grid: RenderFirstScreen | null;
}

/** where `npm run build` puts the renderer: beside the web app's dist folder */
export function firstScreenBundle(webDist: string): string {
  return path.resolve(webDist, '..', 'dist-prerender', 'firstScreen.js');
}

export async function loadFirstScreen(
  file: string,
  log: FastifyBaseLogger,
): Promise<FirstScreens | null> {
  if (!existsSync(file)) {
    log.info({ file }, 'first screen: no prerender bundle; pages carry the lineup only');
    return null;
  }
  // React's server renderer takes its development build (several times slower) unless the
  // environment says production
  process.env.NODE_ENV ??= 'production';
  try {
    const mod = (await import(pathToFileURL(file).href)) as {
      renderFirstScreen?: unknown;
      renderFirstGrid?: unknown;
    };
    if (typeof mod.renderFirstScreen !== 'function') throw new Error('no renderFirstScreen');
    return {
      now: mod.renderFirstScreen as RenderFirstScreen,
      grid:
        typeof mod.renderFirstGrid === 'function'
          ? (mod.renderFirstGrid as RenderFirstScreen)
          : null,
    };
  } catch (err) {
    log.warn(
      { err, file },
      'first screen: prerender bundle not usable; pages carry the lineup only',
    );
    return null;
  }
}

/**
 * The inline scripts the prerendered pages carry beside index.html's own (the grid's first
 * screen places itself with one: prerender/firstScreen.tsx), for the pages' CSP, which allows
 * inline script by hash only. None without the bundle.
 */
export async function firstScreenScripts(webDist: string): Promise<string[]> {
  const file = firstScreenBundle(webDist);
  if (!existsSync(file)) return [];
  process.env.NODE_ENV ??= 'production';
  try {
    const mod = (await import(pathToFileURL(file).href)) as { firstScreenScripts?: unknown };
    if (typeof mod.firstScreenScripts !== 'function') return [];
    const scripts: unknown = mod.firstScreenScripts();
    return Array.isArray(scripts) ? scripts.map(String) : [];
  } catch {
    // loadFirstScreen says why, when the web app registers
    return [];
  }
}

/** index.html with the app's stylesheet inline (core's withInlineStylesheet), read from disk */
export function inlineStylesheet(index: string, webDist: string): string {
  const href = stylesheetHref(index);
  if (!href) return index;
  const file = path.join(webDist, href);
  if (!existsSync(file)) return index;
  return withInlineStylesheet(index, readFileSync(file, 'utf8'));
}
