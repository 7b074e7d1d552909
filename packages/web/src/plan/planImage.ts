// "Save as image": one night of my plan as a PNG for a phone's lock screen, drawn on a canvas in
// the page (works offline). Dark, with the act, stage and times large enough to read at night;
// the top third is left to the lock screen's clock, the bottom to its buttons.
import { downloadBlob } from '../calendar/download.ts';

/** a common tall phone screen (19.5:9), in device pixels */
export const LOCK_SCREEN = { width: 1080, height: 2340 } as const;

const TOP = 620;
const BOTTOM = LOCK_SCREEN.height - 240;
const SIDE = 80;
const COLOURS = {
  bg: '#14121f',
  night: '#ff9ec4',
  muted: '#aeaac4',
  time: '#ffd166',
  act: '#efedf7',
  line: '#36314d',
  clash: '#ffd479',
} as const;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

export interface PlanImageRow {
  /** "22:00–00:33" */
  time: string;
  act: string;
  stage: string;
  /** "+ Ola, Sam" (friends going too), empty for none */
  crew: string;
  /** "⚠ Clashes with Echo Park for 60 min" (another liked set at the same time), empty for none */
  clash?: string;
}

export interface PlanImageInput {
  /** "Friday 31 July" */
  night: string;
  party: string;
  rows: readonly PlanImageRow[];
  /** "+2 more sets" */
  more(n: number): string;
}

type Ctx = CanvasRenderingContext2D;

/** `text` in at most `maxLines` lines of `width`, words kept whole where they fit; "…" if cut. */
export function wrapText(ctx: Ctx, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (next: string) => lines.push(next);
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = line ? `${line} ${word}` : word;
    if (ctx.measureText(tried).width <= width) {
      line = tried;
      continue;
    }
    if (line) push(line);
    // a word wider than the line is cut where it must be (a picture has no better choice)
    let rest = word;
    while (ctx.measureText(rest).width > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && ctx.measureText(rest.slice(0, cut)).width > width) cut--;
      push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (ctx.measureText(last).width > width && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}

interface Sizes {
  time: number;
  act: number;
  stage: number;
  gap: number;
}

const sizesAt = (scale: number): Sizes => ({
  time: Math.round(60 * scale),
  act: Math.round(76 * scale),
  stage: Math.round(48 * scale),
  gap: Math.round(44 * scale),
});

function font(ctx: Ctx, px: number, weight: number): void {
  ctx.font = `${weight} ${px}px ${FONT}`;
}

/** lines of each row at these sizes, and the height they take */
function layout(ctx: Ctx, rows: readonly PlanImageRow[], s: Sizes) {
  const width = LOCK_SCREEN.width - 2 * SIDE;
  return rows.map((row) => {
    font(ctx, s.act, 700);
    const act = wrapText(ctx, row.act, width, 2);
    font(ctx, s.stage, 400);
    const stage = wrapText(ctx, [row.stage, row.crew].filter(Boolean).join('  ·  '), width, 2);
    const clash = row.clash ? wrapText(ctx, row.clash, width, 2) : [];
    const height =
      s.time * 1.25 +
      act.length * s.act * 1.15 +
      (stage.length + clash.length) * s.stage * 1.25 +
      s.gap;
    return { row, act, stage, clash, height };
  });
}

/** Draws the night on `ctx` (LOCK_SCREEN sized). */
export function drawPlanImage(ctx: Ctx, input: PlanImageInput): void {
  const { width, height } = LOCK_SCREEN;
  ctx.fillStyle = COLOURS.bg;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'top';

  let y = TOP;
  font(ctx, 56, 700);
  ctx.fillStyle = COLOURS.night;
  for (const line of wrapText(ctx, input.night, width - 2 * SIDE, 1)) {
    ctx.fillText(line, SIDE, y);
    y += 70;
  }
  font(ctx, 44, 400);
  ctx.fillStyle = COLOURS.muted;
  for (const line of wrapText(ctx, input.party, width - 2 * SIDE, 1)) {
    ctx.fillText(line, SIDE, y);
    y += 56;
  }
  y += 36;
  ctx.fillStyle = COLOURS.line;
  ctx.fillRect(SIDE, y, width - 2 * SIDE, 4);
  y += 44;

  // the largest sizes at which every set fits; below 0.6 the rest is counted, not drawn
  const room = BOTTOM - y;
  let scale = 1;
  let laid = layout(ctx, input.rows, sizesAt(scale));
  const total = () => laid.reduce((sum, r) => sum + r.height, 0);
  while (total() > room && scale > 0.6) {
    scale = Math.max(0.6, scale - 0.05);
    laid = layout(ctx, input.rows, sizesAt(scale));
  }
  const s = sizesAt(scale);
  const moreHeight = s.stage * 1.5;
  let shown = laid.length;
  if (total() > room) {
    shown = 0;
    let used = 0;
    for (const r of laid) {
      if (used + r.height > room - moreHeight) break;
      used += r.height;
      shown++;
    }
    shown = Math.max(shown, 1);
  }

  for (const { row, act, stage, clash, height: h } of laid.slice(0, shown)) {
    const top = y;
    font(ctx, s.time, 700);
    ctx.fillStyle = COLOURS.time;
    ctx.fillText(row.time, SIDE, y);
    y += s.time * 1.25;
    font(ctx, s.act, 700);
    ctx.fillStyle = COLOURS.act;
    for (const line of act) {
      ctx.fillText(line, SIDE, y);
      y += s.act * 1.15;
    }
    font(ctx, s.stage, 400);
    ctx.fillStyle = COLOURS.muted;
    for (const line of stage) {
      ctx.fillText(line, SIDE, y);
      y += s.stage * 1.25;
    }
    ctx.fillStyle = COLOURS.clash;
    for (const line of clash) {
      ctx.fillText(line, SIDE, y);
      y += s.stage * 1.25;
    }
    y = top + h;
  }
  if (shown < laid.length) {
    font(ctx, s.stage, 700);
    ctx.fillStyle = COLOURS.night;
    ctx.fillText(input.more(laid.length - shown), SIDE, y);
  }
}

/** The night as a PNG. */
export async function planImageBlob(input: PlanImageInput): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = LOCK_SCREEN.width;
  canvas.height = LOCK_SCREEN.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  drawPlanImage(ctx, input);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png');
  });
}

/**
 * Hands the picture to the system share sheet (save to photos, send) where the browser shares
 * files, else downloads it. 'cancelled': the fan closed the share sheet.
 */
export async function shareOrDownload(
  blob: Blob,
  fileName: string,
  title: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      // not allowed here (no user gesture left, a policy): fall back to a download
    }
  }
  downloadBlob(fileName, blob);
  return 'downloaded';
}
