// `node bench/support/traceBreakdown.ts TRACE.json…`: where the main thread's CPU goes from the
// task marked `console.timeStamp('navigation')` to the task of the first paint after it and
// after the mark 'shown' (the window navigationWindow counts), in a trace a bench kept
// (BENCH_TRACE_DIR; BENCH_TRACE_JS=1 samples the JavaScript by function). Prints the window's tasks, its trace events by self CPU time (script, style,
// layout, paint, garbage collection…), and its JavaScript by function (self and total).
import { readFileSync } from 'node:fs';

interface Ev {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      message?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: {
          id: number;
          parent?: number;
          callFrame: { functionName: string; url: string; lineNumber: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

const round = (us: number) => (us / 1000).toFixed(1);

function top(map: Map<string, number>, n: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `  ${round(v).padStart(7)} ms  ${k}`);
}

function breakdown(file: string): void {
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: Ev[] }).traceEvents;
  const mainThread = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some(
        (m) =>
          m.pid === e.pid &&
          m.tid === e.tid &&
          m.name === 'TimeStamp' &&
          m.args?.data?.message === 'navigation',
      ),
  );
  if (!mainThread) {
    console.log(`${file}: no navigation mark`);
    return;
  }
  const onMain = events.filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid);
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const around = (e: Ev) => tasks.find((t) => t.ts <= e.ts && e.ts <= t.ts + (t.dur ?? 0));
  const mark = onMain.find(
    (e) => e.name === 'TimeStamp' && e.args?.data?.message === 'navigation',
  )!;
  const start = around(mark)!;
  const shown = onMain.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'shown');
  const after = Math.max(start.ts + (start.dur ?? 0), shown?.ts ?? 0);
  const paint = onMain
    .filter((e) => e.name === 'Paint' && e.ts >= after)
    .sort((a, b) => a.ts - b.ts)[0];
  const end = paint ? around(paint) : undefined;
  if (!end) {
    console.log(`${file}: no paint after the navigation`);
    return;
  }
  const from = start.ts;
  const to = end.ts + (end.dur ?? 0);
  const inWindow = tasks.filter((t) => t.ts >= from && t.ts <= end.ts);
  const cpu = inWindow.reduce((s, t) => s + (t.tdur ?? 0), 0);
  console.log(`\n${file}`);
  console.log(
    `  navigation to first paint: ${round(to - from)} ms wall, ${round(cpu)} ms CPU in ${inWindow.length} tasks`,
  );
  for (const t of inWindow) {
    console.log(
      `    task at +${round(t.ts - from)} ms: ${round(t.dur ?? 0)} ms wall, ${round(t.tdur ?? 0)} ms CPU`,
    );
  }

  // the window's complete events by self CPU time (an event's own less its children's)
  const complete = onMain
    .filter((e) => e.ph === 'X' && e.ts >= from && e.ts <= to && e.name !== 'RunTask')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { e: Ev; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0) {
      const top = stack.at(-1)!;
      if (top.e.ts + (top.e.dur ?? 0) > until) break;
      stack.pop();
      const own = (top.e.tdur ?? top.e.dur ?? 0) - top.children;
      self.set(top.e.name, (self.get(top.e.name) ?? 0) + Math.max(0, own));
      const parent = stack.at(-1);
      if (parent) parent.children += top.e.tdur ?? top.e.dur ?? 0;
    }
  };
  for (const e of complete) {
    close(e.ts);
    stack.push({ e, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  console.log('  trace events by self CPU time:');
  console.log(top(self, 14).join('\n'));

  // the JavaScript samples in the window, by function
  const profiles = new Map<string, { start: number; nodes: Map<number, Ev> }>();
  const nodes = new Map<number, { parent?: number; name: string }>();
  const samples: { ts: number; node: number }[] = [];
  for (const e of events) {
    if (e.pid !== mainThread.pid) continue;
    if (e.name === 'Profile' && e.args?.data?.startTime !== undefined) {
      profiles.set(e.id ?? '', { start: e.args.data.startTime, nodes: new Map() });
    }
  }
  const clocks = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== mainThread.pid || e.name !== 'ProfileChunk') continue;
    const profile = profiles.get(e.id ?? '');
    if (!profile) continue;
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber } = n.callFrame;
      const where = url ? `${url.split('/').pop()}:${lineNumber + 1}` : '';
      nodes.set(n.id, {
        ...(n.parent === undefined ? {} : { parent: n.parent }),
        name: `${functionName || '(anonymous)'} ${where}`.trim(),
      });
    }
    let clock = clocks.get(e.id ?? '') ?? profile.start;
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node: id });
    });
    clocks.set(e.id ?? '', clock);
  }
  samples.sort((a, b) => a.ts - b.ts);
  const selfFn = new Map<string, number>();
  const totalFn = new Map<string, number>();
  for (let i = 0; i < samples.length - 1; i++) {
    const s = samples[i]!;
    if (s.ts < from || s.ts > to) continue;
    const dt = Math.min(samples[i + 1]!.ts - s.ts, 2000);
    const leaf = nodes.get(s.node);
    if (!leaf || leaf.name.startsWith('(idle)') || leaf.name.startsWith('(program)')) continue;
    selfFn.set(leaf.name, (selfFn.get(leaf.name) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: number | undefined = s.node; n !== undefined; n = nodes.get(n)?.parent) {
      const name = nodes.get(n)?.name;
      if (!name || seen.has(name)) continue;
      seen.add(name);
      totalFn.set(name, (totalFn.get(name) ?? 0) + dt);
    }
  }
  if (selfFn.size > 0) {
    console.log('  JavaScript by self time (wall, sampled):');
    console.log(top(selfFn, 25).join('\n'));
    console.log('  JavaScript by total time (wall, sampled):');
    console.log(top(totalFn, 40).join('\n'));
  }
}

for (const file of process.argv.slice(2)) breakdown(file);
