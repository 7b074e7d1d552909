import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { intlLocale, useLocale, useMessages } from '../i18n/locale.tsx';
import { appMessages } from '../kit/messages.ts';
import { organiserMessages } from './messages.ts';
import {
  fetchStats,
  isFinal,
  type LikeStats,
  OrganiserApiError,
  type OrganiserReport,
} from './organiserApi.ts';

/** The events the report says are served, each once (a broken file may still serve one). */
export function servedEvents(report: OrganiserReport): { id: string; partyName: string }[] {
  const seen = new Map<string, string>();
  for (const f of report.files) if (f.event) seen.set(f.event.id, f.event.partyName);
  return [...seen].map(([id, partyName]) => ({ id, partyName }));
}

/** Pick an event, see its like totals: per stage, then each stage's sets, most liked first. */
export function LikeStatsView({ token, report }: { token: string; report: OrganiserReport }) {
  const t = useMessages(organiserMessages);
  const id = useId();
  const events = servedEvents(report);
  const [chosen, setChosen] = useState<string | null>(null);
  const event = events.find((e) => e.id === chosen)?.id ?? events[0]?.id ?? null;
  const stats = useQuery({
    queryKey: ['organiser', 'stats', token, event],
    queryFn: ({ signal }) => fetchStats(token, event ?? '', signal),
    enabled: event !== null,
    retry: (failures, error) => !isFinal(error) && failures < 2,
  });
  if (event === null) return <p className="organiser__empty">{t.noEvents}</p>;
  return (
    <>
      <div className="organiser-stats__pick">
        <label htmlFor={`${id}-event`}>{t.eventLabel}</label>
        <select
          id={`${id}-event`}
          className="organiser-stats__select"
          value={event}
          onChange={(e) => setChosen(e.target.value)}
        >
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.partyName} ({e.id})
            </option>
          ))}
        </select>
      </div>
      <StatsBody query={stats} />
    </>
  );
}

function StatsBody({
  query,
}: {
  query: { data?: LikeStats | undefined; error: Error | null; isPending: boolean };
}) {
  const t = useMessages(organiserMessages);
  const app = useMessages(appMessages);
  if (query.data) return <StatsTables stats={query.data} />;
  if (query.error) {
    const gone = query.error instanceof OrganiserApiError && query.error.failure === 'notFound';
    return (
      <p className="organiser__error" role="alert">
        {gone ? t.eventGone : t.serverError(query.error.message)}
      </p>
    );
  }
  return (
    <p className="hint" role="status">
      {app.loading}
    </p>
  );
}

function StatsTables({ stats }: { stats: LikeStats }) {
  const t = useMessages(organiserMessages);
  const locale = intlLocale(useLocale());
  const when = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: stats.timeZone,
  });
  const number = new Intl.NumberFormat(locale);
  if (stats.total === 0) {
    return <p className="organiser__empty">{t.noLikes}</p>;
  }
  return (
    <>
      <p className="organiser__summary">{t.total(stats.total)}</p>
      <table className="organiser-table">
        <caption>{t.perStage}</caption>
        <thead>
          <tr>
            <th scope="col">{t.stage}</th>
            <th scope="col" className="organiser-table__num">
              {t.likes}
            </th>
            <th scope="col" className="organiser-table__num">
              {t.likedActs}
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.stages.map((s) => (
            <tr key={s.room}>
              <th scope="row">{s.stage}</th>
              <td className="organiser-table__num">{number.format(s.likes)}</td>
              <td className="organiser-table__num">{number.format(s.likedActs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {stats.stages.map((stage) => {
        const sets = stats.sets.filter((s) => s.room === stage.room);
        if (sets.length === 0) return null;
        return (
          <table key={stage.room} className="organiser-table">
            <caption>{t.stageSets(stage.stage)}</caption>
            <thead>
              <tr>
                <th scope="col" className="organiser-table__num">
                  {t.likes}
                </th>
                <th scope="col">{t.act}</th>
                <th scope="col">{t.when}</th>
              </tr>
            </thead>
            <tbody>
              {sets.map((s) => (
                <tr key={`${s.dj}-${s.start}`}>
                  <td className="organiser-table__num">{number.format(s.likes)}</td>
                  <th scope="row">
                    {s.dj}
                    {s.change && !s.change.startsWith('*') ? ` (${s.change})` : ''}
                  </th>
                  <td>{when.formatRange(new Date(s.start), new Date(s.end))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
      {stats.gone.length > 0 && (
        <table className="organiser-table">
          <caption>{t.gone}</caption>
          <thead>
            <tr>
              <th scope="col" className="organiser-table__num">
                {t.likes}
              </th>
              <th scope="col">{t.act}</th>
            </tr>
          </thead>
          <tbody>
            {stats.gone.map((g) => (
              <tr key={g.dj}>
                <td className="organiser-table__num">{number.format(g.likes)}</td>
                <th scope="row">{g.dj}</th>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="hint">{t.perAct}</p>
    </>
  );
}
