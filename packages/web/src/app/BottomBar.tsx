import type { ClientMode, EventMeta } from '@lineup/core';
import type { MouseEvent, ReactNode } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { currentEventIds, getStoredFestival } from '../kit/festival.ts';
import { ClockIcon, InfoIcon, InstallIcon, StagesIcon } from '../kit/icons.tsx';
import { appMessages } from '../kit/messages.ts';
import { useLocalePaths, useNavigateApp } from '../kit/paths.ts';
import { isLegalPage, type PageType } from '../kit/routeInfo.ts';
import { SESSION_KEYS } from '../storage/keys.ts';
import { readString } from '../storage/safeStorage.ts';
import { promptInstall, useCanInstall } from './installPrompt.ts';

interface Props {
  page: PageType;
  festival: string | undefined;
  meta: EventMeta | undefined;
  mode: ClientMode;
  aboutOpen: boolean;
  onAbout: () => void;
  onDebug: () => void;
}

/** The debug button's label: the first character of the debug logs, then "XLS" (spec §2). */
export function debugLabel(logs: readonly string[] | undefined): string | null {
  if (!logs || logs.length === 0) return null;
  const first = Array.from(logs.join(''))[0];
  return first === undefined ? null : `${first}XLS`;
}

/** Bottom bar (spec §2): Now, Stages, Install (mobile web, when offered), About, debug. */
export function BottomBar({ page, festival, meta, mode, aboutOpen, onAbout, onDebug }: Props) {
  const t = useMessages(appMessages);
  const paths = useLocalePaths();
  const navigate = useNavigateApp();
  const canInstall = useCanInstall();
  const several = (meta?.currentEvents.length ?? 0) > 1;

  const selectedRoom = readString('session', SESSION_KEYS.selectedRoom);
  // the tab the fan had open last: a stage index, or 'search' for the search tab (no stage)
  const stage =
    selectedRoom === 'search'
      ? undefined
      : selectedRoom !== null && /^\d+$/.test(selectedRoom)
        ? Number(selectedRoom)
        : 0;
  const nowHref = festival ? paths.event(festival) : paths.home();
  const stagesHref = festival ? paths.lineup(festival, stage) : paths.home();

  // With several current events, a legal page leads back to the remembered festival (or root)
  // and replaces the legal page in the history (spec §2).
  const go = (e: MouseEvent<HTMLAnchorElement>, target: 'now' | 'stages') => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    if (several && isLegalPage(page)) {
      const stored = getStoredFestival();
      const valid = stored && meta && currentEventIds(meta.currentEvents).includes(stored);
      const href = !valid
        ? paths.home()
        : target === 'now'
          ? paths.event(stored)
          : paths.lineup(stored, stage);
      navigate(href, { replace: true });
      return;
    }
    navigate(target === 'now' ? nowHref : stagesHref);
  };

  const label = debugLabel(meta?.debugLogs);
  const stagesActive =
    page === 'rooms' || page === 'search' || page === 'myplan' || page === 'grid';
  return (
    <nav className="bottom-bar" aria-label={t.mainNav}>
      <div className="bottom-bar__inner">
        <BarLink href={nowHref} active={page === 'now'} onClick={(e) => go(e, 'now')}>
          <ClockIcon />
          <span>{t.navNow}</span>
        </BarLink>
        <BarLink href={stagesHref} active={stagesActive} onClick={(e) => go(e, 'stages')}>
          <StagesIcon />
          <span>{t.navStages}</span>
        </BarLink>
        {mode === 'mobileWeb' && canInstall && (
          <button type="button" className="bottom-bar__item" onClick={() => void promptInstall()}>
            <InstallIcon />
            <span>{t.navInstall}</span>
          </button>
        )}
        <button
          type="button"
          className="bottom-bar__item"
          aria-haspopup="dialog"
          aria-expanded={aboutOpen}
          onClick={onAbout}
        >
          <InfoIcon />
          <span>{t.navAbout}</span>
        </button>
        {label && (
          <button
            type="button"
            className="bottom-bar__item bottom-bar__item--debug"
            aria-haspopup="dialog"
            onClick={onDebug}
          >
            <span className="bottom-bar__debug">{label}</span>
          </button>
        )}
      </div>
    </nav>
  );
}

function BarLink({
  href,
  active,
  onClick,
  children,
}: {
  href: string;
  active: boolean;
  onClick: (e: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className="bottom-bar__item"
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
