// The grid's frame around its blocks: the stage names along the top and the hours down the
// side, drawn alike by the app's grid (GridView, columns in pixels) and by the server's first
// screen (GridFirstView, columns from a CSS variable), so the two match when one replaces the
// other.
import { formatTime } from '@lineup/core';
import { HEAD_H, TIME_W } from './GridView.tsx';
import type { GridColumn } from './gridModel.ts';

type Length = number | string;

/** the stage names of `columns`, the first of them the grid's column `first` */
export function GridStages(props: {
  columns: readonly GridColumn[];
  first: number;
  canvasW: Length;
  colW: Length;
  left(c: number): Length;
}) {
  return (
    <div className="grid-head" style={{ height: HEAD_H, width: props.canvasW }} aria-hidden="true">
      <div className="grid-corner" style={{ width: TIME_W }} />
      {props.columns.map((column, i) => (
        <div
          key={column.room}
          className="grid-stage"
          style={{ left: props.left(props.first + i), width: props.colW }}
          title={column.name}
        >
          {column.name}
        </div>
      ))}
    </div>
  );
}

/** the hours in view down the side, and the time at the line of now */
export function GridHours(props: {
  hours: readonly number[];
  axisStart: number;
  bodyH: number;
  timeZone: string;
  yOf(ms: number): number;
  nowY: number | null;
  nowText: string;
}) {
  return (
    <div className="grid-times" style={{ width: TIME_W, height: props.bodyH }} aria-hidden="true">
      {props.hours.map((h) => (
        <span
          key={h}
          className={h === props.axisStart ? 'grid-hour grid-hour--first' : 'grid-hour'}
          data-t={h}
          style={{ top: props.yOf(h) }}
        >
          {formatTime(new Date(h).toISOString(), props.timeZone)}
        </span>
      ))}
      {props.nowY !== null && (
        <span className="grid-now-label" style={{ top: props.nowY }}>
          {props.nowText}
        </span>
      )}
    </div>
  );
}
