// One clock for the whole server so LINEUP_NOW (demos, tests) fixes every time-dependent answer.
export interface Clock {
  now(): Date;
}

export function systemClock(): Clock {
  return { now: () => new Date() };
}

export function fixedClock(at: Date): Clock {
  const ms = at.getTime();
  return { now: () => new Date(ms) };
}

/** A clock tests can move. */
export function manualClock(at: Date): Clock & { set(next: Date): void } {
  let ms = at.getTime();
  return {
    now: () => new Date(ms),
    set(next: Date) {
      ms = next.getTime();
    },
  };
}
