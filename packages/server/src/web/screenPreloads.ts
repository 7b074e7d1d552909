// The grid opened as the first page of a visit (a friend's link): its code is a chunk the app
// imports once its own script has run, a round trip after the script on a phone's link. The
// grid's page names that chunk and what it imports in its head, so the browser fetches them
// beside the app's script. Read from the build's manifest (vite.config.ts `manifest`); without
// it, pages go out as before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const GRID_SCREEN = 'src/grid/GridScreen.tsx';

/** `<link>`s for the chunks of `screen` the entry does not load itself ('' when unknown) */
export function screenPreloads(webDist: string, screen = GRID_SCREEN): string {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return '';
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Chunk>;
  } catch {
    return '';
  }
  if (!manifest[screen]) return '';
  // what the entry imports statically is in the page already
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);
  const wanted = new Set<string>();
  walk(screen, wanted);
  const links: string[] = [];
  for (const key of wanted) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    links.push(`<link rel="modulepreload" href="/${chunk.file}">`);
    for (const css of chunk.css ?? [])
      links.push(`<link rel="preload" as="style" crossorigin href="/${css}">`);
  }
  return links.join('');
}

/**
 * The stylesheets of `screen`'s chunks that the entry does not load itself, as one text ('' when
 * unknown): a page whose first screen the server draws from that screen carries them inline.
 */
export function screenStyles(webDist: string, screen = GRID_SCREEN): string {
  const links = screenPreloads(webDist, screen);
  const css: string[] = [];
  for (const [, href] of links.matchAll(/as="style" crossorigin href="\/([^"]+)"/g)) {
    const file = path.join(webDist, href ?? '');
    if (href && existsSync(file)) css.push(readFileSync(file, 'utf8'));
  }
  return css.join('\n');
}
