// For the builds that render only the now page's first screen (the server's prerender and the
// service worker): the app's screens and drawers that load on demand (`import('./…')`) never
// load there, so their code must not be bundled in — a service worker cannot split its code,
// and would otherwise carry every screen, the organisers' editor included. Each such import
// becomes a promise that never settles: React shows the component's fallback, exactly what
// the browser shows before that code has arrived, so the first render still agrees.
import type { Plugin } from 'vite';

const LOCAL_DYNAMIC_IMPORT = /\bimport\(\s*(['"`])\.{1,2}\/[^'"`]+\1\s*\)/g;
const APP_SOURCE = /[\\/]packages[\\/]web[\\/]src[\\/].*\.tsx?$/;

export function firstScreenOnly(): Plugin {
  return {
    name: 'lineup:first-screen-only',
    enforce: 'pre',
    transform(code, id) {
      if (!APP_SOURCE.test(id) || !code.includes('import(')) return null;
      const next = code.replace(LOCAL_DYNAMIC_IMPORT, 'new Promise(() => {})');
      return next === code ? null : { code: next, map: null };
    },
  };
}
