// The app's pages (spec §2), as the web app's router declares them (packages/web/src/app/
// Routes.tsx; a test there keeps both lists equal). The server answers any other page with the
// app's shell and status 404: the app shows its "404: … does not exist." as before, and search
// engines, monitors and link checkers see the status.

/** the route patterns, without the locale prefix (wouter's syntax: `:name`, `:name?`) */
export const APP_ROUTES: readonly string[] = [
  '/',
  '/choose',
  '/event/:festival',
  '/lineup/:festival/:stage?',
  '/tracks/:festival',
  '/grid/:festival',
  '/my-plan/:festival',
  '/devices',
  '/past-events',
  '/acts',
  '/about',
  '/impressum',
  '/datenschutzerklaerung',
  '/login',
  '/logout',
  '/callback',
  '/organiser',
  '/organiser/reports',
  '/s/:code',
  '/plan/:encoded',
  '/api/:service',
];

const PREFIXED = new Set(['de', 'fr', 'pl']);

/** a pattern as the router matches it: any segment for a parameter, case-insensitive, an optional final slash */
function routePattern(route: string): RegExp {
  let source = '';
  for (const segment of route.split('/').filter(Boolean)) {
    if (segment.startsWith(':')) source += segment.endsWith('?') ? '(?:/[^/]+?)?' : '/[^/]+?';
    else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${source}/?$`, 'i');
}

const PATTERNS = APP_ROUTES.map(routePattern);

/** whether a path (without its query) is one of the app's pages, under any locale prefix */
export function isAppPage(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  const rest = PREFIXED.has(first) ? pathname.slice(first.length + 1) || '/' : pathname || '/';
  return PATTERNS.some((pattern) => pattern.test(rest));
}
