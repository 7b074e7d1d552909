// The grid's time scale, in pixels per minute: 45 px an hour (a whole night on a phone's
// screen) to 240 px an hour (a 15-minute set shows its name and times).
export const ZOOM_MIN = 0.75;
export const ZOOM_MAX = 4;
export const ZOOM_DEFAULT = 1.5;
const STEPS = [0.75, 1, 1.5, 2, 3, 4];

export function clampZoom(zoom: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

/** the next step in (+1) or out (-1) from `zoom` */
export function zoomStep(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return STEPS.find((s) => s > zoom + 0.01) ?? ZOOM_MAX;
  return [...STEPS].reverse().find((s) => s < zoom - 0.01) ?? ZOOM_MIN;
}

/** stages side by side on a phone's screen at `zoom`: more zoomed out, more stages (6 to 2) */
export function stagesPerPhoneScreen(zoom: number): number {
  if (zoom <= 0.75) return 6;
  if (zoom <= 1) return 4;
  if (zoom <= 1.5) return 3;
  return 2;
}
