// A benchmark loop that times each step of a run apart: `runs` times, the steps in order, each
// step's duration (ms) added to its own list.

export function timedSteps<K extends string>(
  runs: number,
  steps: (run: number) => Record<K, () => void>,
): Record<K, number[]> {
  const times = {} as Record<K, number[]>;
  for (let run = 0; run < runs; run++) {
    for (const [name, step] of Object.entries(steps(run)) as [K, () => void][]) {
      const t0 = performance.now();
      step();
      const list = times[name] ?? [];
      list.push(performance.now() - t0);
      times[name] = list;
    }
  }
  return times;
}
