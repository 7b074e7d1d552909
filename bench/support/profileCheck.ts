// Whether a visit ran at the phone profile's CPU slowdown, read from Linux's /proc.
//
// Chromium slows a renderer's main thread down from a thread of its own in that renderer
// ("CPUThrottlingThread", there while the rate is above 1): every 200 µs it signals the main
// thread, whose handler then spins for (rate − 1) × the time it ran since the last signal, at
// most 1 ms of it. The slowdown holds only while that thread is woken on time: on a machine
// whose cores are all busy it waits its turn in the run queue, the main thread meanwhile runs
// at full speed, and a spin of at most 3 ms follows however long it ran. A navigation measured
// while it waited ran at 1.5–2× rather than 4×. So a visit is checked by the thread's own
// scheduling figures over the measured window (/proc/<pid>/task/<tid>/schedstat: time run,
// time waited on a run queue, times run), and the thread is raised to a real-time priority
// where that is allowed, which keeps it on time.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const THROTTLER = 'CPUThrottling';

/** a thread's schedstat line: ns on a CPU, ns waited on a run queue, times run */
export interface SchedStat {
  runNs: number;
  waitNs: number;
  slices: number;
}

export function parseSchedstat(line: string): SchedStat {
  const [run, wait, slices] = line.trim().split(/\s+/).map(Number);
  if (![run, wait, slices].every((n) => Number.isFinite(n))) {
    throw new Error(`not a schedstat line: ${line}`);
  }
  return { runNs: run!, waitNs: wait!, slices: slices! };
}

/** the throttling thread over a window of a visit */
export interface ThrottleWindow {
  /** the renderer has its throttling thread (the rate was set there) */
  present: boolean;
  wallMs: number;
  before?: SchedStat;
  after?: SchedStat;
}

export interface ThrottleVerdict {
  held: boolean;
  /** the thread's wake-ups per ms of the window (one per 200 µs plus its own run: 3.5–4.6) */
  wakeupsPerMs: number;
  /** its mean wait on a run queue per wake-up, µs */
  waitUs: number;
  why: string;
}

/** fewer than this many wake-ups a ms: the main thread ran unchecked for long stretches */
export const MIN_WAKEUPS_PER_MS = 3;
/** a longer mean wait per wake-up than this: the main thread ran past the 1 ms a spin pays for */
export const MAX_WAIT_US = 250;

/** whether the slowdown held over a window, from the throttling thread's figures */
export function throttleHeld(w: ThrottleWindow): ThrottleVerdict {
  if (!w.present || !w.before || !w.after) {
    return { held: false, wakeupsPerMs: 0, waitUs: 0, why: 'no CPU throttling in the renderer' };
  }
  const slices = w.after.slices - w.before.slices;
  const wakeupsPerMs = w.wallMs > 0 ? slices / w.wallMs : 0;
  const waitUs = slices > 0 ? (w.after.waitNs - w.before.waitNs) / 1000 / slices : Infinity;
  if (wakeupsPerMs < MIN_WAKEUPS_PER_MS || waitUs > MAX_WAIT_US) {
    return {
      held: false,
      wakeupsPerMs,
      waitUs,
      why: `the throttling thread was held off the CPU (${wakeupsPerMs.toFixed(1)} wake-ups/ms, ${waitUs.toFixed(0)} µs waited each)`,
    };
  }
  return { held: true, wakeupsPerMs, waitUs, why: '' };
}

function readOr(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** this process's descendants that are Chromium renderers */
function ourRenderers(): number[] {
  const parent = new Map<number, number>();
  const renderers: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOr(`/proc/${entry}/stat`);
    if (!stat) continue;
    // pid (comm) state ppid ...: comm may hold spaces, the fields after its ')' do not
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parent.set(Number(entry), ppid);
    if (readOr(`/proc/${entry}/cmdline`)?.includes('--type=renderer')) {
      renderers.push(Number(entry));
    }
  }
  const ours = (pid: number) => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) {
      if (p === process.pid) return true;
    }
    return false;
  };
  return renderers.filter(ours);
}

function throttlerOf(pid: number): number | null {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  const tid = tasks.find((t) => readOr(`/proc/${pid}/task/${t}/comm`)?.startsWith(THROTTLER));
  return tid === undefined ? null : Number(tid);
}

/** whether this machine lets the check read the renderers' threads */
export const canCheck = process.platform === 'linux' && readOr('/proc/self/schedstat') !== null;

/**
 * The phone page's throttling thread: the one renderer of this process's browser that runs
 * one (a bench has one phone page open at a time; a renderer the page left stops its thread
 * when the page's tools leave it). Null when there is none, or more than one.
 */
export function findThrottler(): { pid: number; tid: number } | null {
  const found: { pid: number; tid: number }[] = [];
  for (const pid of ourRenderers()) {
    const tid = throttlerOf(pid);
    if (tid !== null) found.push({ pid, tid });
  }
  return found.length === 1 ? found[0]! : null;
}

function schedstat(t: { pid: number; tid: number }): SchedStat | undefined {
  const line = readOr(`/proc/${t.pid}/task/${t.tid}/schedstat`);
  return line ? parseSchedstat(line) : undefined;
}

/**
 * raises the throttling thread to a real-time priority, where allowed: false if not (and with
 * BENCH_THROTTLE_RT=0, to see the visits without it)
 */
export function keepOnTime(t: { pid: number; tid: number }): boolean {
  if (process.env.BENCH_THROTTLE_RT === '0') return false;
  try {
    execFileSync('chrt', ['--fifo', '--pid', '10', String(t.tid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Watches the throttling thread over a window: `start` before it, the returned function after
 * it gives the verdict. Null where /proc cannot be read (the visit is not checked).
 */
export function watchThrottle(): (() => ThrottleVerdict) | null {
  if (!canCheck) return null;
  const thread = findThrottler();
  const t0 = performance.now();
  const before = thread ? schedstat(thread) : undefined;
  return () => {
    const after = thread ? schedstat(thread) : undefined;
    return throttleHeld({
      present: thread !== null && throttlerOf(thread.pid) === thread.tid,
      wallMs: performance.now() - t0,
      ...(before ? { before } : {}),
      ...(after ? { after } : {}),
    });
  };
}

/**
 * The throttling thread since it started (it starts when the page's renderer takes the rate,
 * before the page's first byte): the verdict over a first visit, read once it is measured.
 */
export function throttleSinceStart(): ThrottleVerdict | null {
  if (!canCheck) return null;
  const thread = findThrottler();
  if (!thread) return throttleHeld({ present: false, wallMs: 0 });
  const stat = readOr(`/proc/${thread.pid}/task/${thread.tid}/stat`);
  const uptime = readOr('/proc/uptime');
  const after = schedstat(thread);
  if (!stat || !uptime || !after) return throttleHeld({ present: false, wallMs: 0 });
  // field 22, the thread's start in clock ticks since boot (100 a second on Linux)
  const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  const wallMs = Number(uptime.split(' ')[0]) * 1000 - startTicks * 10;
  return throttleHeld({
    present: true,
    wallMs,
    before: { runNs: 0, waitNs: 0, slices: 0 },
    after,
  });
}

/**
 * Raises the page's throttling thread to a real-time priority as soon as the renderer its
 * first navigation moves it to starts one (the blank page's renderer, there before, is left
 * alone). Call before the navigation; the returned function stops looking. Does nothing where
 * /proc cannot be read or with BENCH_THROTTLE_RT=0.
 */
export function keepOnTimeFromStart(): () => boolean {
  if (!canCheck || process.env.BENCH_THROTTLE_RT === '0') return () => false;
  const before = new Set(ourRenderers().filter((pid) => throttlerOf(pid) !== null));
  let done = false;
  const look = () => {
    for (const pid of ourRenderers()) {
      if (before.has(pid)) continue;
      const tid = throttlerOf(pid);
      if (tid !== null) {
        done = keepOnTime({ pid, tid });
        clearInterval(timer);
        return;
      }
    }
  };
  const timer = setInterval(look, 10);
  timer.unref();
  // a page that never navigates: stop looking after a minute
  const cap = setTimeout(() => clearInterval(timer), 60_000);
  cap.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(cap);
    return done;
  };
}
