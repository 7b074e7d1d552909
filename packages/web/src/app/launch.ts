import { browserLocale } from '../i18n/locale.tsx';
import { getStoredFestival } from '../kit/festival.ts';
import { pathsFor } from '../kit/paths.ts';

/** What the installed app's icon (start_url) and its shortcuts open: `/?open=now|stages`. */
export type LaunchTarget = 'now' | 'stages';

/**
 * The manifests are static, one per variant, so they cannot name an event: the icon and the
 * shortcuts open `/?open=…`, and this turns that into the remembered festival's Now or Stages
 * page in the browser's language before the app renders (no festival yet: the root page).
 */
export function launchPath(
  search: string,
  festival: string | null,
  languages: readonly string[],
): string | null {
  const open = new URLSearchParams(search).get('open');
  if (open !== 'now' && open !== 'stages') return null;
  const paths = pathsFor(browserLocale(languages));
  if (!festival) return paths.home();
  return open === 'now' ? paths.event(festival) : paths.lineup(festival, 0);
}

export function applyLaunchTarget(): void {
  if (window.location.pathname !== '/') return;
  const target = launchPath(
    window.location.search,
    getStoredFestival(),
    navigator.languages ?? [navigator.language],
  );
  if (target) window.history.replaceState(null, '', target);
}
