import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { intlLocale, useLocale, useMessages } from '../i18n/locale.tsx';
import { servedEvents } from '../organiser/LikeStatsView.tsx';
import { isFinal, type OrganiserReport } from '../organiser/organiserApi.ts';
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
  const locale = useLocale();
  const id = useId();
  const events = servedEvents(report);
  const [chosen, setChosen] = useState<string | null>(null);
  const event = events.find((e) => e.id === chosen)?.id ?? events[0]?.id ?? null;
  const counts = useQuery({
    queryKey: ['organiser', 'follows', token, event],
    queryFn: ({ signal }) => fetchCounts(token, event ?? '', signal),
    enabled: event !== null,
    retry: (failures, error) => !isFinal(error) && failures < 2,
  });
  if (event === null) return null;
  const number = new Intl.NumberFormat(intlLocale(locale));
  const followed = (counts.data ?? []).filter((a) => a.followers > 0);
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
      {counts.isError ? (
        <p className="organiser__error" role="alert">
          {t.failed}
        </p>
      ) : counts.isPending ? (
        <p className="hint" role="status">
          {t.loading}
        </p>
      ) : followed.length === 0 ? (
        <p className="organiser__empty">{t.none}</p>
      ) : (
        <table className="organiser-table">
          <thead>
            <tr>
              <th scope="col">{t.act}</th>
              <th scope="col" className="organiser-table__num">
                {t.followers}
              </th>
            </tr>
          </thead>
          <tbody>
            {followed.map((a) => (
              <tr key={a.act}>
                <td>{a.act}</td>
                <td className="organiser-table__num">{number.format(a.followers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="hint">{t.what}</p>
    </>
  );
}
