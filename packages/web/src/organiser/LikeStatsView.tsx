import { intlLocale, useLocale, useMessages } from '../i18n/locale.tsx';
import { appMessages } from '../kit/messages.ts';
import { CountTable, EventCounts } from './EventCounts.tsx';
import { organiserMessages } from './messages.ts';
import {
  fetchStats,
  type LikeStats,
  OrganiserApiError,
  type OrganiserReport,
} from './organiserApi.ts';

/** Pick an event, see its like totals: per stage, then each stage's sets, most liked first. */
export function LikeStatsView({ token, report }: { token: string; report: OrganiserReport }) {
  const t = useMessages(organiserMessages);
  const app = useMessages(appMessages);
  return (
    <EventCounts
      token={token}
      report={report}
      name="stats"
      fetchCounts={fetchStats}
      label={t.eventLabel}
      noEvents={<p className="organiser__empty">{t.noEvents}</p>}
      loading={app.loading}
      failed={(error) =>
        error instanceof OrganiserApiError && error.failure === 'notFound'
          ? t.eventGone
          : t.serverError(error.message)
      }
    >
      {(stats) => <StatsTables stats={stats} />}
    </EventCounts>
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
      <CountTable
        caption={t.perStage}
        columns={[
          { label: t.stage },
          { label: t.likes, numeric: true },
          { label: t.likedActs, numeric: true },
        ]}
        rowHeader={0}
        rows={stats.stages.map((s) => ({
          key: String(s.room),
          cells: [s.stage, number.format(s.likes), number.format(s.likedActs)],
        }))}
      />
      {stats.stages.map((stage) => {
        const sets = stats.sets.filter((s) => s.room === stage.room);
        if (sets.length === 0) return null;
        return (
          <CountTable
            key={stage.room}
            caption={t.stageSets(stage.stage)}
            columns={[{ label: t.likes, numeric: true }, { label: t.act }, { label: t.when }]}
            rowHeader={1}
            rows={sets.map((s) => ({
              key: `${s.dj}-${s.start}`,
              cells: [
                number.format(s.likes),
                `${s.dj}${s.change && !s.change.startsWith('*') ? ` (${s.change})` : ''}`,
                when.formatRange(new Date(s.start), new Date(s.end)),
              ],
            }))}
          />
        );
      })}
      {stats.gone.length > 0 && (
        <CountTable
          caption={t.gone}
          columns={[{ label: t.likes, numeric: true }, { label: t.act }]}
          rowHeader={1}
          rows={stats.gone.map((g) => ({ key: g.dj, cells: [number.format(g.likes), g.dj] }))}
        />
      )}
      <p className="hint">{t.perAct}</p>
    </>
  );
}
