import {
  clockOf,
  type DraftEdit,
  type DraftModel,
  type DraftRow,
  nightOfWall,
  type SetField,
  shiftWall,
  wallAfter,
  wallMinutesBetween,
  wallOnNight,
} from '@lineup/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { type CellProblem, cellKey } from './cellProblems.ts';
import { DraftInput } from './DraftInput.tsx';
import { LinksEditor } from './LinksEditor.tsx';
import { workspaceMessages } from './messages.ts';
import { nightLabel } from './nightLabel.ts';
import { nightsOf } from './nights.ts';
import { ProblemText } from './ProblemText.tsx';
import { stageLabel } from './stageLabel.ts';

type Sort = 'time' | 'stage' | 'act' | 'file';

const ROWS_AT_ONCE = 200;

interface Props {
  token: string;
  eventId: string;
  model: DraftModel;
  problems: Map<string, CellProblem[]>;
  onEdit(edit: DraftEdit | DraftEdit[], undo?: { label: string }): void;
}

/**
 * The lineup as a table, one row per set: every cell edits the draft at once. On a phone each
 * row is a card, for the edits of the night itself (a time, a cancellation, a note).
 */
export function LineupTable({ token, eventId, model, problems, onEdit }: Props) {
  const t = useMessages(workspaceMessages);
  const locale = useLocale();
  const id = useId();
  const [stage, setStage] = useState<number | 'all'>('all');
  const [night, setNight] = useState<string>('all');
  const [sort, setSort] = useState<Sort>('time');
  const [open, setOpen] = useState<number | null>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const nights = useMemo(() => nightsOf(model), [model]);
  const body = useRef<HTMLTableSectionElement>(null);

  // the order is taken when the filter or the sort changes, or a set comes or goes: a row
  // never jumps away from under the cursor while its time is being typed
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows' count, not their content
  const order = useMemo(() => {
    const shown = model.rows.filter(
      (r) =>
        (stage === 'all' || r.stage === stage) &&
        (night === 'all' || nightOfWall(r.start) === night),
    );
    const by: Record<Sort, (a: DraftRow, b: DraftRow) => number> = {
      time: (a, b) => a.start.localeCompare(b.start) || (a.stage ?? 0) - (b.stage ?? 0),
      stage: (a, b) => (a.stage ?? 99) - (b.stage ?? 99) || a.start.localeCompare(b.start),
      act: (a, b) => a.dj.localeCompare(b.dj, locale),
      file: (a, b) => a.index - b.index,
    };
    return [...shown].sort(by[sort]).map((r) => r.index);
  }, [model.rows.length, stage, night, sort, locale]);
  // a festival of thousands of sets: the first rows, more on request (each row is 8 inputs)
  const [shownRows, setShownRows] = useState(ROWS_AT_ONCE);
  const all = order.flatMap((i) => model.rows[i] ?? []);
  const rows = all.slice(0, shownRows);

  // a new row gets the cursor in its act's cell
  useEffect(() => {
    if (focusRow === null) return;
    body.current?.querySelector<HTMLInputElement>(`[data-act="${focusRow}"]`)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const add = () => {
    const onStage = stage === 'all' ? 0 : stage;
    const onNight = night !== 'all' ? night : (nights.at(-1) ?? model.firstNight);
    const before = model.rows
      .filter((r) => r.stage === onStage && nightOfWall(r.start) === onNight)
      .sort((a, b) => a.end.localeCompare(b.end))
      .at(-1);
    const start = before?.end ?? (onNight ? wallOnNight(onNight, '22:00') : null);
    if (!start) return;
    onEdit({
      kind: 'add',
      values: { dj: '', stage: onStage, start, end: shiftWall(start, 60) ?? start },
    });
    setFocusRow(model.rows.length);
  };

  const problemsOf = (row: number, field: SetField | null) =>
    problems.get(cellKey(row, field)) ?? [];

  return (
    <section className="org-table" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t.tableTitle}
      </h2>
      <div className="org-toolbar">
        <div className="org-field">
          <label htmlFor={`${id}-stage`}>{t.filterStage}</label>
          <select
            id={`${id}-stage`}
            value={String(stage)}
            onChange={(e) => setStage(e.target.value === 'all' ? 'all' : Number(e.target.value))}
          >
            <option value="all">{t.allStages}</option>
            {model.stages.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: stages are their indexes
              <option key={i} value={i}>
                {stageLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="org-field">
          <label htmlFor={`${id}-night`}>{t.filterNight}</label>
          <select id={`${id}-night`} value={night} onChange={(e) => setNight(e.target.value)}>
            <option value="all">{t.allNights}</option>
            {nights.map((n) => (
              <option key={n} value={n}>
                {nightLabel(n, locale)}
              </option>
            ))}
          </select>
        </div>
        <div className="org-field">
          <label htmlFor={`${id}-sort`}>{t.sortBy}</label>
          <select id={`${id}-sort`} value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
            <option value="time">{t.sortTime}</option>
            <option value="stage">{t.sortStage}</option>
            <option value="act">{t.sortAct}</option>
            <option value="file">{t.sortFile}</option>
          </select>
        </div>
        <button type="button" className="button button--primary org-toolbar__add" onClick={add}>
          {t.addSet}
        </button>
      </div>
      <p className="org-hint" role="status">
        {t.setsShown(all.length, model.rows.length)}
      </p>
      <div className="org-sets-scroll">
        <table className="org-sets">
          <thead>
            <tr>
              <th scope="col">{t.colAct}</th>
              <th scope="col">{t.colStage}</th>
              <th scope="col">{t.colNight}</th>
              <th scope="col">{t.colStart}</th>
              <th scope="col">{t.colEnd}</th>
              <th scope="col">{t.colNote}</th>
              <th scope="col">{t.colLinks}</th>
              <th scope="col">
                <span className="visually-hidden">{t.colActions}</span>
              </th>
            </tr>
          </thead>
          <tbody ref={body}>
            {rows.map((row) => (
              <SetRow
                key={row.index}
                token={token}
                eventId={eventId}
                row={row}
                model={model}
                nights={nights}
                open={open === row.index}
                onOpen={() => setOpen(open === row.index ? null : row.index)}
                problemsOf={problemsOf}
                onEdit={onEdit}
              />
            ))}
          </tbody>
        </table>
      </div>
      {all.length > rows.length && (
        <p className="org-more">
          <button
            type="button"
            className="button"
            onClick={() => setShownRows((n) => n + ROWS_AT_ONCE)}
          >
            {t.showMore(Math.min(ROWS_AT_ONCE, all.length - rows.length))}
          </button>{' '}
          <span className="org-hint">{t.filterHint}</span>
        </p>
      )}
      {model.rows.length === 0 && <p className="org-empty">{t.noSets}</p>}
    </section>
  );
}

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

function SetRow({
  token,
  eventId,
  row,
  model,
  nights,
  open,
  onOpen,
  problemsOf,
  onEdit,
}: {
  token: string;
  eventId: string;
  row: DraftRow;
  model: DraftModel;
  nights: string[];
  open: boolean;
  onOpen(): void;
  problemsOf(row: number, field: SetField | null): CellProblem[];
  onEdit: Props['onEdit'];
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
      <tr className={`org-set${whole.list.length ? ' org-set--problem' : ''}`}>
        <td data-label={t.colAct}>
          <DraftInput
            data-act={row.index}
            value={row.dj}
            maxLength={200}
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
            onClick={() =>
              onEdit(
                { kind: 'delete', index: row.index },
                { label: row.dj ? t.cancelled(act) : t.deleted },
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

/** a clock time ("23:30"); a time the text holds but that is not readable is shown as written */
function TimeInput({
  value,
  readable,
  label,
  invalid,
  describedBy,
  onTime,
}: {
  value: string;
  readable: boolean;
  label: string;
  invalid: boolean | undefined;
  describedBy: string | undefined;
  onTime(clock: string): void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  if (!readable) {
    return (
      <input
        className="org-time"
        value={typed ?? value}
        aria-label={label}
        aria-invalid
        aria-describedby={describedBy}
        inputMode="numeric"
        onChange={(e) => {
          setTyped(e.target.value);
          if (/^\d{1,2}:\d{2}$/.test(e.target.value.trim()))
            onTime(e.target.value.trim().padStart(5, '0'));
        }}
      />
    );
  }
  return (
    <input
      className="org-time"
      type="time"
      value={value}
      aria-label={label}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(e) => {
        if (/^\d{2}:\d{2}$/.test(e.target.value)) onTime(e.target.value);
      }}
    />
  );
}
