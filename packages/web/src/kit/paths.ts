import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { localePath, useLocale } from '../i18n/locale.tsx';
import { detectClientMode } from './clientMode.ts';

export interface LocalePaths {
  event(id: string): string;
  lineup(id: string, stage?: string | number): string;
  tracks(id: string, stageSlug?: string): string;
  /** the fan's own sets of one event: my plan, crew, the ways to take it along */
  myPlan(id: string): string;
  /** all stages side by side (issue 27) */
  grid(id: string): string;
  pastEvents(): string;
  about(): string;
  choose(): string;
  home(): string;
  impressum(): string;
  privacy(): string;
  login(): string;
  logout(): string;
  /** the organiser page (issue 7); no fan's screen links it */
  organiser(): string;
}

const enc = encodeURIComponent;

/** Builds the app's paths for a locale (with its /de, /fr, /pl prefix; none for English). */
export function pathsFor(locale: Parameters<typeof localePath>[0]): LocalePaths {
  const p = (path: string) => localePath(locale, path);
  return {
    event: (id) => p(`/event/${enc(id)}`),
    lineup: (id, stage) =>
      p(`/lineup/${enc(id)}${stage === undefined ? '' : `/${enc(String(stage))}`}`),
    tracks: (id, stageSlug) => `${p(`/tracks/${enc(id)}`)}${stageSlug ? `#${enc(stageSlug)}` : ''}`,
    myPlan: (id) => p(`/my-plan/${enc(id)}`),
    grid: (id) => p(`/grid/${enc(id)}`),
    pastEvents: () => p('/past-events'),
    about: () => p('/about'),
    choose: () => p('/choose'),
    home: () => p('/'),
    impressum: () => p('/impressum'),
    privacy: () => p('/datenschutzerklaerung'),
    login: () => p('/login'),
    logout: () => p('/logout'),
    organiser: () => p('/organiser'),
  };
}

export function useLocalePaths(): LocalePaths {
  const locale = useLocale();
  return useMemo(() => pathsFor(locale), [locale]);
}

export interface NavigateOptions {
  /** force replacing the history entry (e.g. redirects) */
  replace?: boolean;
}

/**
 * Navigation with the spec §2 history rule: in mobile app mode every navigation replaces the
 * history entry (the installed app has no back button to step through); otherwise it pushes.
 */
export function useNavigateApp(): (to: string, options?: NavigateOptions) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      const replace = options?.replace === true || detectClientMode() === 'mobileApp';
      navigate(to, { replace });
    },
    [navigate],
  );
}
