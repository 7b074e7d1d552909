// The files of a screen the app loads on demand (the grid) that its entry does not load itself,
// read from the web build's manifest (vite `manifest`): the grid's page names them in its head
// so the browser fetches them beside the app's script, and carries their stylesheets inline
// under its drawn first screen. The server reads the manifest from disk
// (packages/server/src/web/screenPreloads.ts); the service worker gets the same lists from its
// build (packages/web/build/gridScreenFiles.ts), for the grid's pages it writes itself.

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface ScreenFiles {
  /** the screen's scripts, in the order the links name them */
  scripts: string[];
  /** its stylesheets */
  styles: string[];
  /** both as `<link>`s, each file after the chunk that needs it ('' when none) */
  links: string;
}

/** the grid's module in the build's manifest */
export const GRID_SCREEN = 'src/grid/GridScreen.tsx';

/** the files of `screen` the entry does not load; null: the manifest does not know it */
export function screenFiles(
  manifest: Record<string, ManifestChunk>,
  screen: string,
): ScreenFiles | null {
  if (!manifest[screen]) return null;
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
  const scripts: string[] = [];
  const styles: string[] = [];
  const links: string[] = [];
  for (const key of wanted) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    scripts.push(`/${chunk.file}`);
    links.push(`<link rel="modulepreload" href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) {
      styles.push(`/${css}`);
      links.push(`<link rel="preload" as="style" crossorigin href="/${css}">`);
    }
  }
  return { scripts, styles, links: links.join('') };
}
