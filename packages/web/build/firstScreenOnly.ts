// For the builds that render only the first screens of the now page and the grid (the server's
// prerender and the service worker): the app's screens and drawers that load on demand (`import('./…')`) never
// load there, so their code must not be bundled in — a service worker cannot split its code,
// and would otherwise carry every screen, the organisers' editor included. Each such import
// becomes a promise that never settles: React shows the component's fallback, exactly what
// the browser shows before that code has arrived, so the first render still agrees.
import type { Plugin } from 'vite';

// a marked import (below) that this build does not take in is left out like any other
const LOCAL_DYNAMIC_IMPORT = /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?(['"`])\.{1,2}\/[^'"`]+\1\s*\)/g;
// `import(/* first-screen */ './…')`: a part the first screen shows in a rare state (an event
// that is over). These builds take it in at once, as a thenable that answers synchronously, so
// React's lazy renders it in the same pass; the browser still loads it on demand, and while it
// takes the page over React keeps the server's elements of that part until its code is in.
// `import(/* server-screen */ './…')`: a screen whose first screen is drawn ahead of the app
// (the grid, by the server and by the service worker): taken in the same way.
const TAKEN_IMPORT =
  /\bimport\(\s*\/\*\s*(?:first-screen|server-screen)\s*\*\/\s*(['"`])(\.{1,2}\/[^'"`]+)\1\s*\)/g;
const NO_WINDOW = /\btypeof window === 'undefined'/g;
const HAS_WINDOW = /\btypeof window !== 'undefined'/g;
const APP_SOURCE = /[\\/]packages[\\/]web[\\/]src[\\/].*\.tsx?$/;

export function firstScreenOnly(): Plugin {
  return {
    name: 'lineup:first-screen-only',
    enforce: 'pre',
    transform(code, id) {
      if (!APP_SOURCE.test(id)) return null;
      // these builds never run in a page: what only a page runs is left out of the bundle
      const windowless = code.replace(NO_WINDOW, 'true').replace(HAS_WINDOW, 'false');
      if (!windowless.includes('import(')) {
        return windowless === code ? null : { code: windowless, map: null };
      }
      const imports: string[] = [];
      const next = windowless
        .replace(TAKEN_IMPORT, (_, _quote: string, path: string) => {
          const name = `__firstScreen${imports.length}`;
          imports.push(`import * as ${name} from ${JSON.stringify(path)};`);
          return `({ then: (done) => done(${name}) })`;
        })
        .replace(LOCAL_DYNAMIC_IMPORT, 'new Promise(() => {})');
      if (next === code) return null;
      return { code: imports.length > 0 ? `${imports.join('\n')}\n${next}` : next, map: null };
    },
  };
}
