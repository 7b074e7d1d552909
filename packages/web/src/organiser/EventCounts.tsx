import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { isFinal, type OrganiserReport } from './organiserApi.ts';

// What the organiser's counts (like totals, followers) share: the pick of one served event, its
// counts fetched for it with the loading and error states, and tables of counts. Counts only:
// no view lists a person.

/** The events the report says are served, each once (a broken file may still serve one). */
export function servedEvents(report: OrganiserReport): { id: string; partyName: string }[] {
  const seen = new Map<string, string>();
  for (const f of report.files) if (f.event) seen.set(f.event.id, f.event.partyName);
  return [...seen].map(([id, partyName]) => ({ id, partyName }));
}

export interface EventCountsProps<T> {
  token: string;
  report: OrganiserReport;
  /** the query's name among the organiser's (`['organiser', name, token, event]`) */
  name: string;
  fetchCounts: (token: string, event: string, signal: AbortSignal) => Promise<T>;
  /** the event picker's label */
  label: string;
  /** shown instead when no event is served */
  noEvents: ReactNode;
  loading: ReactNode;
  failed: (error: Error) => ReactNode;
  children: (counts: T) => ReactNode;
  /** shown under the counts whatever their state */
  footer?: ReactNode;
}

/** Pick a served event, see its counts. */
export function EventCounts<T>(props: EventCountsProps<T>) {
  const { token, report, name, fetchCounts } = props;
  const id = useId();
  const events = servedEvents(report);
  const [chosen, setChosen] = useState<string | null>(null);
  const event = events.find((e) => e.id === chosen)?.id ?? events[0]?.id ?? null;
  const counts = useQuery({
    queryKey: ['organiser', name, token, event],
    queryFn: ({ signal }) => fetchCounts(token, event ?? '', signal),
    enabled: event !== null,
    retry: (failures, error) => !isFinal(error) && failures < 2,
  });
  if (event === null) return <>{props.noEvents}</>;
  return (
    <>
      <div className="organiser-stats__pick">
        <label htmlFor={`${id}-event`}>{props.label}</label>
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
      {counts.data !== undefined ? (
        props.children(counts.data)
      ) : counts.error ? (
        <p className="organiser__error" role="alert">
          {props.failed(counts.error)}
        </p>
      ) : (
        <p className="hint" role="status">
          {props.loading}
        </p>
      )}
      {props.footer}
    </>
  );
}

export interface CountColumn {
  label: string;
  /** a count: right-aligned */
  numeric?: boolean;
}

export interface CountRow {
  key: string;
  /** one per column, in their order */
  cells: ReactNode[];
}

/**
 * A table of counts. The column `rowHeader` names the row (an act, a stage): its cells are row
 * headers, so a screen reader reads each count with what it counts.
 */
export function CountTable({
  caption,
  columns,
  rows,
  rowHeader,
}: {
  caption?: string;
  columns: readonly CountColumn[];
  rows: readonly CountRow[];
  rowHeader: number;
}) {
  const num = (column: CountColumn | undefined) =>
    column?.numeric ? 'organiser-table__num' : undefined;
  return (
    <table className="organiser-table">
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={num(c)}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) =>
              i === rowHeader ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <th key={i} scope="row" className={num(columns[i])}>
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={i} className={num(columns[i])}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
