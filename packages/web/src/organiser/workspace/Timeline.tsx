import {
  clockOf,
  type DraftEdit,
  type DraftModel,
  type DraftRow,
  draftNights,
  nightOfWall,
  shiftWall,
  wallMinutesBetween,
} from '@lineup/core';
import {
  type KeyboardEvent,
  type PointerEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { workspaceMessages } from './messages.ts';
import { nightLabel } from './nightLabel.ts';
import { stageLabel } from './stageLabel.ts';

const PX_PER_MINUTE = 1.2;
const SNAP_MINUTES = 5;

interface Drag {
  index: number;
  x: number;
  y: number;
  minutes: number;
  stages: number;
  moved: boolean;
}

/**
 * One night, one column per stage: a set is dragged to another time or stage; focused, the
 * arrow keys do the same (up/down 5 minutes, with Shift 30; left/right another stage).
 */
export function Timeline({
  model,
  onEdit,
}: {
  model: DraftModel;
  onEdit(edit: DraftEdit | DraftEdit[]): void;
}) {
  const t = useMessages(workspaceMessages);
  const locale = useLocale();
  const id = useId();
  const nights = useMemo(() => draftNights(model), [model]);
  const [chosen, setChosen] = useState<string | null>(null);
  const night = chosen && nights.includes(chosen) ? chosen : (nights[0] ?? null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [said, setSaid] = useState('');
  const focusSet = useRef<number | null>(null);
  // after each keyboard move the moved block has the focus, in whichever column it is now,
  // at commit: the next arrow key may come before a paint
  useLayoutEffect(() => {
    if (focusSet.current === null) return;
    const block = grid.current?.querySelector<HTMLElement>(`[data-set="${focusSet.current}"]`);
    focusSet.current = null;
    if (block && document.activeElement !== block) block.focus();
  });
  const grid = useRef<HTMLDivElement>(null);

  const sets = model.rows.filter((r) => r.stage !== null && nightOfWall(r.start) === night);
  const first = sets.reduce<string | null>(
    (a, r) => (a === null || r.start < a ? r.start : a),
    null,
  );
  const from = first ? `${first.slice(0, 13)}:00` : night ? `${night}T20:00` : null;
  const last = sets.reduce<string | null>((a, r) => (a === null || r.end > a ? r.end : a), null);
  const span = Math.max(
    240,
    Math.ceil(((from && last ? wallMinutesBetween(from, last) : 0) ?? 0) / 60) * 60 + 60,
  );

  const move = (row: DraftRow, minutes: number, stages: number) => {
    const stage = Math.min(Math.max((row.stage ?? 0) + stages, 0), model.stages.length - 1);
    const start = shiftWall(row.start, minutes);
    const end = shiftWall(row.end, minutes);
    if (!start || !end) return;
    const edits: DraftEdit[] = [];
    if (minutes !== 0) edits.push({ kind: 'times', index: row.index, start, end });
    if (stage !== row.stage) edits.push({ kind: 'stage', index: row.index, stage });
    if (edits.length === 0) return;
    onEdit(edits);
    setSaid(
      t.movedTo(
        row.dj || t.unnamed,
        `${clockOf(start)}–${clockOf(end)}`,
        model.stages[stage]!.name,
      ),
    );
  };

  const columnWidth = () => {
    const column = grid.current?.querySelector<HTMLElement>('.org-timeline__column');
    return column?.getBoundingClientRect().width ?? 160;
  };
  const down = (row: DraftRow) => (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ index: row.index, x: e.clientX, y: e.clientY, minutes: 0, stages: 0, moved: false });
  };
  const moveTo = (e: PointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    const dy = e.clientY - drag.y;
    const dx = e.clientX - drag.x;
    const minutes = Math.round(dy / PX_PER_MINUTE / SNAP_MINUTES) * SNAP_MINUTES;
    const stages = Math.round(dx / columnWidth());
    const moved = drag.moved || Math.abs(dy) > 4 || Math.abs(dx) > 4;
    setDrag({ ...drag, minutes, stages, moved });
  };
  const up = (row: DraftRow) => () => {
    if (drag?.moved) move(row, drag.minutes, drag.stages);
    setDrag(null);
  };
  const key = (row: DraftRow) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.shiftKey ? 30 : SNAP_MINUTES;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-step, 0],
      ArrowDown: [step, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const m = moves[e.key];
    if (!m) return;
    e.preventDefault();
    // a move to another stage draws the block in another column: the focus follows it
    focusSet.current = row.index;
    move(row, m[0], m[1]);
  };

  if (!night || !from) return <p className="org-empty">{t.noSets}</p>;
  // sets of one stage that play at the same time, marked where they are
  const overlapping = new Set<number>();
  for (let stage = 0; stage < model.stages.length; stage++) {
    const onStage = sets
      .filter((r) => r.stage === stage)
      .sort((a, b) => a.start.localeCompare(b.start));
    let last: DraftRow | null = null;
    for (const r of onStage) {
      if (last && r.start < last.end) {
        overlapping.add(r.index);
        overlapping.add(last.index);
      }
      if (!last || r.end > last.end) last = r;
    }
  }
  const hours = Array.from({ length: span / 60 + 1 }, (_, i) => shiftWall(from, i * 60)!);
  return (
    <section className="org-timeline" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t.timelineTitle}
      </h2>
      <div className="org-toolbar">
        <div className="org-field">
          <label htmlFor={`${id}-night`}>{t.filterNight}</label>
          <select id={`${id}-night`} value={night} onChange={(e) => setChosen(e.target.value)}>
            {nights.map((n) => (
              <option key={n} value={n}>
                {nightLabel(n, locale)}
              </option>
            ))}
          </select>
        </div>
        <p className="org-hint">{t.timelineHint}</p>
      </div>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <div className="org-timeline__scroller">
        <div
          ref={grid}
          className="org-timeline__grid"
          style={{
            gridTemplateColumns: `3.5rem repeat(${model.stages.length}, minmax(8.5rem, 1fr))`,
          }}
        >
          <div className="org-timeline__corner" />
          {model.stages.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: stages are their indexes
            <div key={i} className="org-timeline__head">
              {stageLabel(s)}
            </div>
          ))}
          <div className="org-timeline__hours" style={{ height: span * PX_PER_MINUTE }}>
            {hours.map((h, i) => (
              <span key={h} style={{ top: i * 60 * PX_PER_MINUTE }}>
                {clockOf(h)}
              </span>
            ))}
          </div>
          {model.stages.map((s, stage) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: stages are their indexes
              key={stage}
              className="org-timeline__column"
              style={{ height: span * PX_PER_MINUTE }}
              aria-label={s.name}
            >
              {sets
                .filter((r) => r.stage === stage)
                .map((r) => {
                  const top = (wallMinutesBetween(from, r.start) ?? 0) * PX_PER_MINUTE;
                  const height = Math.max(
                    (wallMinutesBetween(r.start, r.end) ?? 30) * PX_PER_MINUTE,
                    28,
                  );
                  const dragging = drag?.index === r.index && drag.moved;
                  const shiftedStart = dragging ? shiftWall(r.start, drag.minutes) : r.start;
                  const shiftedEnd = dragging ? shiftWall(r.end, drag.minutes) : r.end;
                  return (
                    <button
                      key={r.index}
                      type="button"
                      data-set={r.index}
                      className={`org-block${dragging ? ' org-block--dragging' : ''}${
                        overlapping.has(r.index) ? ' org-block--overlap' : ''
                      }`}
                      style={{
                        top,
                        height,
                        transform: dragging
                          ? `translate(${drag.stages * columnWidth()}px, ${drag.minutes * PX_PER_MINUTE}px)`
                          : undefined,
                      }}
                      aria-label={`${t.blockLabel(
                        r.dj || t.unnamed,
                        `${clockOf(r.start)}–${clockOf(r.end)}`,
                        s.name,
                      )}${overlapping.has(r.index) ? `, ${t.overlapsMark}` : ''}`}
                      aria-describedby={`${id}-keys`}
                      onPointerDown={down(r)}
                      onPointerMove={moveTo}
                      onPointerUp={up(r)}
                      onPointerCancel={() => setDrag(null)}
                      onKeyDown={key(r)}
                    >
                      <span className="org-block__act">{r.dj || t.unnamed}</span>
                      <span className="org-block__time">
                        {clockOf(shiftedStart ?? r.start)}–{clockOf(shiftedEnd ?? r.end)}
                      </span>
                      {overlapping.has(r.index) && (
                        <span className="org-block__overlap" aria-hidden="true">
                          ⚠ {t.overlapsMark}
                        </span>
                      )}
                    </button>
                  );
                })}
            </fieldset>
          ))}
        </div>
      </div>
      <p id={`${id}-keys`} className="visually-hidden">
        {t.timelineKeys}
      </p>
    </section>
  );
}
