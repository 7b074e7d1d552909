import type { LineupResponse } from '@lineup/core';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useLineup } from '../data/useLineup.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useClientMode } from '../kit/clientMode.ts';
import { ErrorPage } from '../kit/ErrorPage.tsx';
import { GridLink } from '../kit/GridLink.tsx';
import { appMessages } from '../kit/messages.ts';
import { useLocalePaths, useNavigateApp } from '../kit/paths.ts';
import { Spinner } from '../kit/Spinner.tsx';
import { useHeldPending } from '../kit/useHeldPending.ts';
import { variantOf } from '../kit/variant.ts';
import NotOffline from '../offline/NotOffline.tsx';
import { PlanLink } from '../plan/PlanLink.tsx';
import { SearchPanel } from '../search/SearchPanel.tsx';
import { schemaPaths, useStructuredData } from '../structured/useStructuredData.ts';
import { timetableMessages } from './messages.ts';
import { StagePanel } from './StagePanel.tsx';
import { readStoredTab, SEARCH_TAB, storeTab, tabFromParam } from './selectedTab.ts';
import { TabStrip, tabId } from './TabStrip.tsx';
import './timetable.css';

interface TimetableScreenProps {
  festival: string;
  /** the URL's stage: a numeric index or a stage slug */
  stage?: string;
}

export default function TimetableScreen({ festival, stage }: TimetableScreenProps) {
  const query = useLineup(festival);
  const held = useHeldPending(query.isPending);
  const t = useMessages(appMessages);
  // never loaded on this device and no network: say so instead of loading forever
  if (query.isPending && query.offline) return <NotOffline />;
  if (held) return <Spinner />;
  if (query.data) return <Timetable lineup={query.data} festival={festival} stage={stage} />;
  if (query.isError) return <ErrorPage message={query.error.message} />;
  if (query.isPending) return <Spinner />;
  return <ErrorPage message={t.noData} />;
}

const PANEL_ID = 'tt-panel';

function Timetable({
  lineup,
  festival,
  stage,
}: {
  lineup: LineupResponse;
  festival: string;
  stage?: string;
}) {
  const { meta } = lineup;
  const t = useMessages(timetableMessages);
  const mode = useClientMode();
  const paths = useLocalePaths();
  const navigate = useNavigateApp();
  const search = new URLSearchParams(useSearch());
  const stageCount = meta.rooms.length;
  const fromUrl = stage === undefined ? null : tabFromParam(stage, meta.stageUrls);
  // A link carrying a search (q) or an act (s) always opens the search tab.
  const wantsSearch = search.has('q') || search.has('s');
  // Mobile app mode keeps the URL unchanged on tab changes (spec §2), so the tab lives in state
  // there, starting from the URL, else from the session's selectedRoom.
  const [appTab, setAppTab] = useState<number | null>(() =>
    mode === 'mobileApp'
      ? (fromUrl ?? (wantsSearch ? SEARCH_TAB : readStoredTab(stageCount)))
      : null,
  );
  const selected = appTab ?? fromUrl ?? SEARCH_TAB;

  useEffect(() => storeTab(selected), [selected]);
  // spec §7: the search tab describes the party, a stage page its stage
  const locale = useLocale();
  useStructuredData(
    selected === SEARCH_TAB
      ? schemaPaths.party(locale, meta.id)
      : schemaPaths.stage(locale, meta.id, meta.stageUrls[selected] ?? selected),
    variantOf(meta, locale).appName,
  );

  const select = (tab: number) => {
    if (tab === selected) return;
    storeTab(tab);
    if (mode === 'mobileApp') {
      setAppTab(tab);
      return;
    }
    const slug = meta.stageUrls[tab];
    navigate(tab === SEARCH_TAB ? paths.lineup(festival) : paths.lineup(festival, slug ?? tab));
  };

  return (
    <div className="timetable">
      <TabStrip meta={meta} selected={selected} onSelect={select} panelId={PANEL_ID} />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected)} className="tt-panel">
        <nav className="tt-views" aria-label={t.views}>
          <PlanLink lineup={lineup} />
          <GridLink festival={festival} text={t.gridLink} />
        </nav>
        {selected === SEARCH_TAB ? (
          <SearchPanel lineup={lineup} />
        ) : (
          <StagePanel key={selected} lineup={lineup} stage={selected} />
        )}
      </div>
    </div>
  );
}
