// The now page's first screen, rendered here into the page's HTML (issue 15): on a phone with
// a slow link the fan sees who plays now once the HTML and the stylesheet are in, not after
// the app's script has arrived and run. The renderer is the web app's own components, built
// for Node by `npm run build` (packages/web/src/prerender/firstScreen.tsx); without that
// bundle, or with PRERENDER=off, pages carry the lineup inline only, as before. It runs in a
// thread of its own (firstScreenThread.ts), off the thread that answers fans.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stylesheetHref, withInlineStylesheet } from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import { FirstScreenThread, type ScreenLimits } from './firstScreenThread.ts';

/** where `npm run build` puts the renderer: beside the web app's dist folder */
export function firstScreenBundle(webDist: string): string {
  return path.resolve(webDist, '..', 'dist-prerender', 'firstScreen.js');
}

/**
 * The thread that draws the first screens from the bundle (firstScreenThread.ts), once the
 * bundle is seen to have a renderer here; null: none, pages carry the lineup only.
 */
export async function loadFirstScreen(
  file: string,
  limits: ScreenLimits,
  log: FastifyBaseLogger,
): Promise<FirstScreenThread | null> {
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
    return new FirstScreenThread(file, limits, typeof mod.renderFirstGrid === 'function');
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
