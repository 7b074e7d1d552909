// For the service worker's build: the grid's files that the app's entry does not load (core's
// screenFiles, from the app build's manifest, written just before the worker is built), as the
// module `virtual:grid-screen-files`. The worker names them in a grid's page it writes and
// inlines their stylesheets from its precache, as the server does (sw/firstScreenRoute.ts).
// Without the manifest the module holds null and the worker's grid pages are the plain shell.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GRID_SCREEN, type ManifestChunk, screenFiles } from '@lineup/core';
import type { Plugin } from 'vite';

const ID = 'virtual:grid-screen-files';
const MANIFEST = path.resolve(import.meta.dirname, '..', 'dist', '.vite', 'manifest.json');

function read(): unknown {
  if (!existsSync(MANIFEST)) return null;
  try {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
    return screenFiles(manifest, GRID_SCREEN);
  } catch {
    return null;
  }
}

export function gridScreenFiles(): Plugin {
  return {
    name: 'lineup:grid-screen-files',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load: (id) =>
      id === `\0${ID}` ? `export const GRID_FILES = ${JSON.stringify(read())};` : null,
  };
}
