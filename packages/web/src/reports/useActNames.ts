import type { LineupResponse } from '@lineup/core';
import { useEffect, useMemo, useState } from 'react';

/** act names at most in the suggestions */
const MAX_NAMES = 500;

function actsOf(data: LineupResponse): string[] {
  return data.sets
    .flat()
    .filter((s) => !s.isMarkerSet)
    .map((s) => s.dj);
}

/**
 * The names to suggest while a fan types an act: this event's acts, then those of the series'
 * last edition (fetched once the sheet is open; offline, this event's alone).
 */
export function useActNames(data: LineupResponse): string[] {
  const [series, setSeries] = useState<string[]>([]);
  const previous = data.meta.previousEvents.find((e) => e.value !== data.meta.id)?.value;
  useEffect(() => {
    if (!previous) return;
    let live = true;
    fetch(`/api/lineup/${encodeURIComponent(previous)}`)
      .then((res) => (res.ok ? (res.json() as Promise<LineupResponse>) : null))
      .then((other) => {
        if (live && other) setSeries(actsOf(other));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [previous]);
  return useMemo(() => {
    const seen = new Set<string>();
    const names: string[] = [];
    for (const name of [...actsOf(data), ...series]) {
      const key = name.trim().toLowerCase();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      names.push(name.trim());
    }
    return names.sort((a, b) => a.localeCompare(b)).slice(0, MAX_NAMES);
  }, [data, series]);
}
