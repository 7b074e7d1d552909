import {
  clockOf,
  type DraftEdit,
  type DraftModel,
  type DraftRow,
  nightOfWall,
  type SetField,
  shiftWall,
  typedClock,
  wallAfter,
  wallMinutesBetween,
  wallOnNight,
} from '@lineup/core';
import { useEffect, useId, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import type { CellProblem } from './cellProblems.ts';
import { DraftInput } from './DraftInput.tsx';
import { LinksEditor } from './LinksEditor.tsx';
import { workspaceMessages } from './messages.ts';
import { nightLabel } from './nightLabel.ts';
import { ProblemText } from './ProblemText.tsx';
import { stageLabel } from './stageLabel.ts';

// One set of the lineup table: every cell edits the draft; its problems under their cell.

function Problems({ list, id }: { list: CellProblem[]; id: string }) {
  if (list.length === 0) return null;
  return (
    <div id={id} className="org-cell-problems">
      {list.map((p, i) => (
        <p
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
          key={i}
          className={p.severity === 'error' ? 'org-cell-error' : 'org-cell-warning'}
        >
          <ProblemText d={p.diagnostic} />
        </p>
      ))}
    </div>
  );
}

export function SetRow({
  token,
  eventId,
  row,
  model,
  nights,
  open,
  onOpen,
  problemsOf,
  onEdit,
  onCancel,
  onLeave,
  rowIndex,
}: {
  token: string;
  eventId: string;
  row: DraftRow;
  model: DraftModel;
  nights: string[];
  open: boolean;
  onOpen(): void;
  problemsOf(row: number, field: SetField | null): CellProblem[];
  onEdit(edit: DraftEdit | DraftEdit[], undo?: { label: string }): void;
  /** the set is cancelled (deleted, undoable): its card's height keeps its place */
  onCancel(label: string, height: number): void;
  /** the focus left the row */
  onLeave(): void;
  /** its row's number in the whole table (the header is 1), for screen readers: only the
   * rows near the screen are drawn */
  rowIndex?: number;
}) {
  const t = useMessages(workspaceMessages);
  const locale = useLocale();
  const id = useId();
  const act = row.dj || t.unnamed;
  const night = nightOfWall(row.start);
  const startOk = night !== null;
  const endOk = wallMinutesBetween(row.start, row.end) !== null;
  const cell = (field: SetField | null) => {
    const list = problemsOf(row.index, field);
    return {
      list,
      pid: `${id}-${field ?? 'row'}`,
      invalid: list.some((p) => p.severity === 'error') || (list.length > 0 && undefined),
    };
  };
  const dj = cell('dj');
  const room = cell('room');
  const start = cell('start');
  const end = cell('end');
  const note = cell('change');
  const links = cell('meta');
  const whole = cell(null);
  const described = (c: ReturnType<typeof cell>) => (c.list.length > 0 ? c.pid : undefined);
  const hasProblem = (c: ReturnType<typeof cell>) => c.list.length > 0 || undefined;

  const times = (nextStart: string | null, nextEnd: string | null) => {
    if (!nextStart || !nextEnd) return;
    onEdit({ kind: 'times', index: row.index, start: nextStart, end: nextEnd });
  };
  const setStart = (clock: string) => {
    const base = night ?? nights[0];
    if (!base) return;
    const next = wallOnNight(base, clock);
    if (!next) return;
    // the end stays at its clock time: the first one after the new start
    times(next, endOk ? wallAfter(next, clockOf(row.end)) : shiftWall(next, 60));
  };
  const setEnd = (clock: string) => {
    if (!startOk) return;
    times(row.start, wallAfter(row.start, clock));
  };
  const setNight = (to: string) => {
    if (!night) return;
    const days = Math.round((wallMinutesBetween(`${night}T12:00`, `${to}T12:00`) ?? 0) / 1440);
    times(shiftWall(row.start, days * 1440), shiftWall(row.end, days * 1440));
  };

  return (
    <>
      <tr
        className={`org-set${whole.list.length ? ' org-set--problem' : ''}`}
        data-row={row.index}
        aria-rowindex={rowIndex}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave();
        }}
      >
        <td data-label={t.colAct}>
          <DraftInput
            data-act={row.index}
            data-cell={`${row.index}:dj`}
            value={row.dj}
            maxLength={200}
            placeholder={t.colAct}
            aria-label={t.actOf(row.index + 1)}
            aria-invalid={hasProblem(dj)}
            aria-describedby={described(dj)}
            onCommit={(value) => onEdit({ kind: 'field', index: row.index, field: 'dj', value })}
          />
          <Problems list={dj.list} id={dj.pid} />
          <Problems list={whole.list} id={whole.pid} />
        </td>
        <td data-label={t.colStage}>
          <select
            value={row.stage === null ? '' : String(row.stage)}
            data-cell={`${row.index}:room`}
            aria-label={t.stageOf(act)}
            aria-invalid={hasProblem(room)}
            aria-describedby={described(room)}
            onChange={(e) =>
              onEdit({ kind: 'stage', index: row.index, stage: Number(e.target.value) })
            }
          >
            {row.stage === null && <option value="">{row.stageText || '—'}</option>}
            {model.stages.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: stages are their indexes
              <option key={i} value={i}>
                {stageLabel(s)}
              </option>
            ))}
          </select>
          <Problems list={room.list} id={room.pid} />
        </td>
        <td data-label={t.colNight}>
          <select
            value={night ?? ''}
            disabled={!startOk}
            aria-label={t.nightOf(act)}
            onChange={(e) => setNight(e.target.value)}
          >
            {!night && <option value="">—</option>}
            {nights.map((n) => (
              <option key={n} value={n}>
                {nightLabel(n, locale)}
              </option>
            ))}
          </select>
        </td>
        <td data-label={t.colStart}>
          <TimeInput
            value={startOk ? clockOf(row.start) : row.start}
            readable={startOk}
            label={t.startOf(act)}
            cell={`${row.index}:start`}
            invalid={hasProblem(start)}
            describedBy={described(start)}
            onTime={setStart}
          />
          <Problems list={start.list} id={start.pid} />
        </td>
        <td data-label={t.colEnd}>
          <TimeInput
            value={endOk ? clockOf(row.end) : row.end}
            readable={endOk}
            label={t.endOf(act)}
            cell={`${row.index}:end`}
            invalid={hasProblem(end)}
            describedBy={described(end)}
            onTime={setEnd}
          />
          <Problems list={end.list} id={end.pid} />
        </td>
        <td data-label={t.colNote}>
          <DraftInput
            value={row.note}
            maxLength={200}
            data-cell={`${row.index}:change`}
            placeholder={t.colNote}
            aria-label={t.noteOf(act)}
            aria-invalid={hasProblem(note)}
            aria-describedby={described(note)}
            onCommit={(value) =>
              onEdit({ kind: 'field', index: row.index, field: 'change', value })
            }
          />
          <Problems list={note.list} id={note.pid} />
        </td>
        <td data-label={t.colLinks}>
          <button
            type="button"
            className="button button--small org-links-button"
            aria-expanded={open}
            data-cell={`${row.index}:meta`}
            aria-label={t.linksOf(act, row.links.length)}
            onClick={onOpen}
          >
            {row.picture && <img className="org-act-thumb" src={row.picture} alt="" />}
            {t.linksCount(row.links.length)}
          </button>
          <Problems list={links.list} id={links.pid} />
        </td>
        <td className="org-set__actions">
          <button
            type="button"
            className="button button--small"
            aria-label={t.duplicateOf(act)}
            onClick={() => onEdit({ kind: 'duplicate', index: row.index })}
          >
            {t.duplicate}
          </button>
          <button
            type="button"
            className="button button--small"
            aria-label={row.dj ? t.cancelOf(act) : t.deleteRow}
            onClick={(e) =>
              onCancel(
                row.dj ? t.cancelled(act) : t.deleted,
                e.currentTarget.closest('tr')?.getBoundingClientRect().height ?? 0,
              )
            }
          >
            {row.dj ? t.cancelSet : t.deleteRowShort}
          </button>
        </td>
      </tr>
      {open && (
        <tr className="org-set-links">
          <td colSpan={8}>
            <LinksEditor token={token} eventId={eventId} row={row} act={act} onEdit={onEdit} />
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * A clock time, shown and typed in 24 hours ("23:30") whatever the browser's language: the
 * browser's own time field showed "11:59 PM" on the German page. A time the text holds but
 * that is not readable is shown as written.
 */
function TimeInput({
  value,
  readable,
  label,
  cell,
  invalid,
  describedBy,
  onTime,
}: {
  value: string;
  readable: boolean;
  label: string;
  /** "row:field", for a problem's "show" to find it */
  cell: string;
  invalid: boolean | undefined;
  describedBy: string | undefined;
  onTime(clock: string): void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  // the draft caught up (or changed elsewhere): show it
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the draft's value changes
  useEffect(() => setTyped(null), [value]);
  return (
    <input
      className="org-time"
      data-cell={cell}
      value={typed ?? value}
      aria-label={label}
      aria-invalid={readable ? invalid : true}
      aria-describedby={describedBy}
      inputMode="numeric"
      autoComplete="off"
      placeholder="23:30"
      maxLength={8}
      onChange={(e) => {
        const text = e.target.value;
        setTyped(text);
        // committed once it is a whole time with its minutes ("23:3" is not yet)
        if (/^\d{1,2}[:.h]\d{2}$/.test(text.trim())) {
          const clock = typedClock(text);
          if (clock && clock !== value) onTime(clock);
        }
      }}
      onBlur={() => {
        if (typed === null) return;
        const clock = typedClock(typed);
        if (clock && clock !== value) onTime(clock);
        else if (clock) setTyped(null);
      }}
    />
  );
}
