// CPU time a process (and its children) used, from /proc: on a machine shared with other
// work, requests per CPU second compare two servers fairly where requests per second cannot.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function ownTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command name (which may hold spaces) start after the last ')'
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds used so far by `pid` and its running children */
export function cpuSeconds(pid: number): number {
  let ticks = 0;
  for (const p of [pid, ...childrenOf(pid)]) {
    try {
      ticks += ownTicks(p);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}
