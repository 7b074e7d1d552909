import { intlLocale, useLocale, useMessages } from '../i18n/locale.tsx';
import { CountTable, EventCounts } from '../organiser/EventCounts.tsx';
import type { OrganiserReport } from '../organiser/organiserApi.ts';
import { organiserFollowMessages } from './organiserMessages.ts';

interface ActFollowers {
  act: string;
  followers: number;
}

async function fetchCounts(token: string, event: string, signal: AbortSignal) {
  const res = await fetch(`/api/organiser/follows/${encodeURIComponent(event)}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    cache: 'no-store',
    signal,
  });
  if (!res.ok) throw new Error(`${res.status}`);
  return ((await res.json()) as { acts: ActFollowers[] }).acts;
}

/** Per act of a lineup: how many follow it (counts only, like the like totals). */
export function FollowCountsView({ token, report }: { token: string; report: OrganiserReport }) {
  const t = useMessages(organiserFollowMessages);
  const number = new Intl.NumberFormat(intlLocale(useLocale()));
  return (
    <EventCounts
      token={token}
      report={report}
      name="follows"
      fetchCounts={fetchCounts}
      label={t.eventLabel}
      noEvents={null}
      loading={t.loading}
      failed={() => t.failed}
      footer={<p className="hint">{t.what}</p>}
    >
      {(acts) => {
        const followed = acts.filter((a) => a.followers > 0);
        return followed.length === 0 ? (
          <p className="organiser__empty">{t.none}</p>
        ) : (
          <CountTable
            columns={[{ label: t.act }, { label: t.followers, numeric: true }]}
            rowHeader={0}
            rows={followed.map((a) => ({
              key: a.act,
              cells: [a.act, number.format(a.followers)],
            }))}
          />
        );
      }}
    </EventCounts>
  );
}
