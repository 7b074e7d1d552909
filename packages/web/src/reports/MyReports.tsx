import { formatTime, type LineupResponse, type ReportPayload } from '@lineup/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useOnline } from '../app/online.ts';
import { useMessages } from '../i18n/locale.tsx';
import { reportMessages } from './messages.ts';
import {
  flushReports,
  type KeptReport,
  keptReports,
  refreshStates,
  subscribeReports,
} from './outbox.ts';
import './reports.css';

/** how often the states of sent reports are asked for while the page is open */
const REFRESH_MS = 60_000;

/** This device's reports of the event and what became of them; unsent ones go out once online. */
export function MyReports({ data }: { data: LineupResponse }) {
  const t = useMessages(reportMessages);
  const online = useOnline();
  const all = useSyncExternalStore(subscribeReports, keptReports, keptReports);
  const event = data.meta.id;
  const mine = all.filter((r) => r.event === event);
  const has = mine.length > 0;
  useEffect(() => {
    if (!online || !has) return;
    void flushReports().then(() => refreshStates(event));
    const id = setInterval(() => void refreshStates(event), REFRESH_MS);
    return () => clearInterval(id);
  }, [online, has, event]);
  if (!has) return null;
  const { meta } = data;
  const text = (p: ReportPayload) => {
    const stage = (n: number) => meta.rooms[n] ?? '';
    if (p.kind === 'playing')
      return t.playingText(p.dj, stage(p.stage), formatTime(p.start, meta.timeZone));
    if (p.kind === 'chain') return t.chainText(p.dj, p.set.dj);
    return t.changeText(p.set.dj, stage(p.set.stage));
  };
  const state = (r: KeptReport) => {
    if (r.refused) return t.refusedBy(r.refused);
    if (r.id === null) return t.waitingToSend;
    if (r.state === 'accepted') return r.decidedBy ? t.acceptedBy(r.decidedBy) : t.accepted;
    if (r.state === 'refused') return t.refused;
    return t.waiting;
  };
  return (
    <section className="my-reports" aria-labelledby="my-reports-title">
      <h2 id="my-reports-title">{t.yours}</h2>
      <ul>
        {[...mine].reverse().map((r) => (
          <li
            key={r.localId}
            data-state={r.refused ? 'refused' : r.id === null ? 'unsent' : (r.state ?? 'pending')}
          >
            {text(r.payload)}
            <span className="my-reports__state">{state(r)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
