// The grid opened as the first page of a visit (a friend's link): its code is a chunk the app
// imports once its own script has run, a round trip after the script on a phone's link. The
// grid's page names that chunk and what it imports in its head, so the browser fetches them
// beside the app's script. Read from the build's manifest (vite.config.ts `manifest`; core's
// screenFiles); without it, pages go out as before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GRID_SCREEN, type ManifestChunk, type ScreenFiles, screenFiles } from '@lineup/core';

function filesOf(webDist: string, screen: string): ScreenFiles | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    return screenFiles(manifest, screen);
  } catch {
    return null;
  }
}

/** `<link>`s for the chunks of `screen` the entry does not load itself ('' when unknown) */
export function screenPreloads(webDist: string, screen = GRID_SCREEN): string {
  return filesOf(webDist, screen)?.links ?? '';
}

/**
 * The stylesheets of `screen`'s chunks that the entry does not load itself, as one text ('' when
 * unknown): a page whose first screen the server draws from that screen carries them inline.
 */
export function screenStyles(webDist: string, screen = GRID_SCREEN): string {
  const css: string[] = [];
  for (const href of filesOf(webDist, screen)?.styles ?? []) {
    const file = path.join(webDist, href);
    if (existsSync(file)) css.push(readFileSync(file, 'utf8'));
  }
  return css.join('\n');
}
