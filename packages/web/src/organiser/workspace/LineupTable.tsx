import {
  type DraftEdit,
  type DraftModel,
  type DraftRow,
  draftNights,
  nightOfWall,
  type SetField,
  shiftWall,
  wallOnNight,
} from '@lineup/core';
import {
  type ComponentProps,
  Fragment,
  memo,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { type CellProblem, cellKey } from './cellProblems.ts';
import { workspaceMessages } from './messages.ts';
import { nightLabel } from './nightLabel.ts';
import { SetRow } from './SetRow.tsx';
import { stageLabel } from './stageLabel.ts';
import { useRowWindow } from './useRowWindow.ts';

type Sort = 'time' | 'stage' | 'act' | 'file';

interface Props {
  token: string;
  eventId: string;
  model: DraftModel;
  problems: Map<string, CellProblem[]>;
  onEdit(edit: DraftEdit | DraftEdit[], undo?: { label: string; inPlace?: boolean }): void;
  /** the last undoable edit's label (null: none, or a later edit made it stale) */
  undoLabel: string | null;
  onUndo(): void;
  /** a cell to scroll to and focus ("show" of a problem), wherever its row is in the table */
  reveal: { row: number; cell: string } | null;
  /** the cell was shown: the table switched to later shows where the page is */
  onRevealed(): void;
}

/**
 * The lineup as a table, one row per set: every cell edits the draft at once. On a phone each
 * row is a card, for the edits of the night itself (a time, a cancellation, a note).
 */
export function LineupTable({
  token,
  eventId,
  model,
  problems,
  onEdit,
  undoLabel,
  onUndo,
  reveal,
  onRevealed,
}: Props) {
  // a set cancelled here leaves a card of its height where it was, with Undo where the finger
  // is: the next card's buttons do not slide up under the thumb (issue 32)
  const [gone, setGone] = useState<{ position: number; label: string; height: number } | null>(
    null,
  );
  const shownGone = gone && gone.label === undoLabel ? gone : null;
  const t = useMessages(workspaceMessages);
  const locale = useLocale();
  const id = useId();
  const [stage, setStage] = useState<number | 'all'>('all');
  const [night, setNight] = useState<string>('all');
  const [sort, setSort] = useState<Sort>('time');
  const [open, setOpen] = useState<number | null>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  // the same list while the nights stay the same: the rows need not render again
  const nightList = draftNights(model).join(' ');
  const nights = useMemo(() => (nightList ? nightList.split(' ') : []), [nightList]);
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
  // a festival of thousands of sets: only the rows on and near the screen are drawn (each row
  // is 8 inputs); a new row, the row whose links are open and a problem's cell shown stay drawn
  const { items, focus } = useRowWindow(body, order, [focusRow, open, reveal?.row ?? null]);

  // a new row gets the cursor in its act's cell at commit, not after paint: letters typed
  // straight after "Add a set" would go to the button and be lost
  useLayoutEffect(() => {
    if (focusRow === null) return;
    body.current?.querySelector<HTMLInputElement>(`[data-act="${focusRow}"]`)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  // a problem's "show": its cell is drawn in this render, then brought to the middle
  useLayoutEffect(() => {
    if (!reveal) return;
    const input = body.current?.querySelector<HTMLElement>(`[data-cell="${reveal.cell}"]`);
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
    onRevealed();
  }, [reveal, onRevealed]);

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
    setFresh(model.rows.length);
  };

  // a row just added shows no problem (its act is still empty) until the focus leaves it
  const [fresh, setFresh] = useState<number | null>(null);
  const problemsOf = (row: number, field: SetField | null) =>
    row === fresh ? [] : (problems.get(cellKey(row, field)) ?? []);
  // what each row's problems say, for a row to render again only when they change: worked
  // out once per check, not for each row shown at every edit
  const problemKeys = useMemo(() => {
    const out = new Map<number, string>();
    for (const [cell, list] of problems) {
      const row = Number(cell.slice(0, cell.indexOf(':')));
      const said = list
        .map(
          (p) =>
            `${p.severity} ${p.diagnostic.rule} ${p.diagnostic.message} ${JSON.stringify(p.diagnostic.params ?? {})}`,
        )
        .join('\n');
      const before = out.get(row);
      out.set(row, `${before === undefined ? '' : `${before}\n\n`}${cell} ${said}`);
    }
    return out;
  }, [problems]);
  const problemsKey = (row: number) => (row === fresh ? '' : (problemKeys.get(row) ?? ''));
  // the rows' actions read the table's state when they run (a row keeps its first ones)
  const latest = useRef({ onEdit });
  latest.current = { onEdit };
  const edit = useMemo(
    () => (e: DraftEdit | DraftEdit[], undo?: { label: string; inPlace?: boolean }) =>
      latest.current.onEdit(e, undo),
    [],
  );

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
        {t.setsShown(order.length, model.rows.length)}
      </p>
      <div className="org-sets-scroll">
        <table className="org-sets" aria-rowcount={order.length + 1}>
          <thead>
            <tr aria-rowindex={1}>
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
          <tbody ref={body} onFocus={focus.onFocus} onBlur={focus.onBlur}>
            {items.map((item) => {
              if ('gap' in item) {
                return (
                  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a gap holds nothing to focus, and is no row a screen reader should count
                  <tr key={item.key} className="org-sets__gap" aria-hidden="true">
                    <td colSpan={8} style={{ height: item.gap, padding: 0, border: 0 }} />
                  </tr>
                );
              }
              const { position } = item;
              const row = model.rows[order[position]!];
              if (!row) return null;
              return (
                <Fragment key={row.index}>
                  {shownGone?.position === position && (
                    <GoneRow gone={shownGone} onUndo={onUndo} undoText={t.undo} />
                  )}
                  <ShownRow
                    token={token}
                    eventId={eventId}
                    row={row}
                    model={model}
                    nights={nights}
                    position={position}
                    rowIndex={position + 2}
                    problemsKey={problemsKey(row.index)}
                    open={open === row.index}
                    onOpen={() => setOpen((was) => (was === row.index ? null : row.index))}
                    problemsOf={problemsOf}
                    onEdit={edit}
                    onLeave={() => setFresh((was) => (was === row.index ? null : was))}
                    onCancel={(label, height) => {
                      setGone({ position, label, height });
                      edit({ kind: 'delete', index: row.index }, { label, inPlace: true });
                    }}
                  />
                </Fragment>
              );
            })}
            {shownGone && shownGone.position >= order.length && (
              <GoneRow gone={shownGone} onUndo={onUndo} undoText={t.undo} />
            )}
          </tbody>
        </table>
      </div>
      {model.rows.length === 0 && <p className="org-empty">{t.noSets}</p>}
    </section>
  );
}

/**
 * A row of the table renders again only when what it shows changes (its set, the stages, the
 * nights, its problems, its place): an edit of one set of a festival renders one row, not the
 * hundreds shown. Its actions are the table's, which read the latest state when they run.
 */
const ShownRow = memo(
  function ShownRow(
    props: ComponentProps<typeof SetRow> & { position: number; problemsKey: string },
  ) {
    const { position: _, problemsKey: __, ...rest } = props;
    return <SetRow {...rest} />;
  },
  (a, b) =>
    a.row === b.row &&
    a.model.stages === b.model.stages &&
    a.nights === b.nights &&
    a.open === b.open &&
    a.position === b.position &&
    a.rowIndex === b.rowIndex &&
    a.problemsKey === b.problemsKey &&
    a.token === b.token &&
    a.eventId === b.eventId,
);

/** where a cancelled set was: what happened, and Undo at the place of its Cancel button */
function GoneRow({
  gone,
  undoText,
  onUndo,
}: {
  gone: { label: string; height: number };
  undoText: string;
  onUndo(): void;
}) {
  return (
    <tr className="org-set-gone" style={{ height: gone.height }}>
      <td colSpan={8}>
        <div className="org-set-gone__inner" style={{ minHeight: gone.height - 2 }}>
          <span role="status">{gone.label}</span>
          <button type="button" className="button button--small" onClick={onUndo}>
            {undoText}
          </button>
        </div>
      </td>
    </tr>
  );
}
