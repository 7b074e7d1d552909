import { getStoredFestival, safeDecode } from './festival.ts';

// Page types of spec §2, read from the locale-free path. The layout uses them to pick the
// festival, the active bottom-bar button and the legal-page navigation rule.
export type PageType =
  | 'now'
  | 'rooms'
  | 'search'
  | 'tracks'
  /** all stages side by side over time (issue 27) */
  | 'grid'
  | 'pastevents'
  | 'about'
  | 'choose'
  | 'impressum'
  | 'datenschutzerklaerung'
  | 'login'
  | 'logout'
  | 'callback'
  | 'short'
  | 'plan'
  | 'myplan'
  | 'devices'
  | 'api'
  | 'root'
  | 'organiser'
  | 'notfound';

export interface RouteInfo {
  page: PageType;
  /** the {festival} of the URL, decoded */
  festival?: string;
}

const FIXED: Record<string, PageType> = {
  '/': 'root',
  '/choose': 'choose',
  '/past-events': 'pastevents',
  '/about': 'about',
  '/impressum': 'impressum',
  '/datenschutzerklaerung': 'datenschutzerklaerung',
  '/login': 'login',
  '/logout': 'logout',
  '/callback': 'callback',
  '/devices': 'devices',
  '/organiser': 'organiser',
};

export function routeInfo(rest: string): RouteInfo {
  const path = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  const fixed = FIXED[path];
  if (fixed) return { page: fixed };
  const parts = path.split('/').slice(1);
  const [head, id, sub] = parts;
  const festival = safeDecode(id);
  if (head === 'event' && id && parts.length === 2) return { page: 'now', festival };
  if (head === 'lineup' && id && parts.length <= 3) {
    return { page: sub ? 'rooms' : 'search', festival };
  }
  if (head === 'tracks' && id && parts.length === 2) return { page: 'tracks', festival };
  if (head === 'my-plan' && id && parts.length === 2) return { page: 'myplan', festival };
  if (head === 'grid' && id && parts.length === 2) return { page: 'grid', festival };
  if (head === 's' && id && parts.length === 2) return { page: 'short' };
  if (head === 'plan' && id && parts.length === 2) return { page: 'plan' };
  if (head === 'api' && id && parts.length === 2) return { page: 'api' };
  return { page: 'notfound' };
}

export function isLegalPage(page: PageType): boolean {
  return page === 'impressum' || page === 'datenschutzerklaerung';
}

/**
 * The festival whose lineup a route shows: the one in its URL; root and chooser work from the
 * current events (undefined); other pages use the remembered one (spec §4).
 */
export function lineupFestival(info: RouteInfo): string | undefined {
  if (info.festival) return info.festival;
  if (info.page === 'root' || info.page === 'choose' || info.page === 'organiser') return undefined;
  return getStoredFestival() ?? undefined;
}
