// Anonymous like totals of one event, per set and per stage, most liked first. The server
// counts likes per act of an event (like_totals: event, dj, count), so every set of an act
// shows the act's total, and a stage sums the acts that play on it (each act once).
import type { LikeStats, LoadedEvent, SetStat, StageStat } from '@lineup/core';
import type { LikeTotal } from '../../storage/storage.ts';

export type { LikeStats, SetStat, StageStat };

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function likeStats(event: LoadedEvent, totals: LikeTotal[]): LikeStats {
  const byDj = new Map<string, number>();
  for (const t of totals) if (t.event === event.id) byDj.set(t.dj, (byDj.get(t.dj) ?? 0) + t.count);

  const sets: SetStat[] = event.sets
    .filter((set) => set.dj.trim() !== '?')
    .map((set) => {
      const stat: SetStat = {
        dj: set.dj,
        stage: event.meta.rooms[set.room] ?? String(set.room),
        room: set.room,
        start: set.start,
        end: set.end,
        likes: byDj.get(set.dj) ?? 0,
      };
      if (set.change) stat.change = set.change;
      return stat;
    })
    .sort((a, b) => b.likes - a.likes || compare(a.start, b.start) || compare(a.dj, b.dj));

  const stages: StageStat[] = event.meta.rooms
    .map((stage, room) => {
      const acts = new Set(sets.filter((s) => s.room === room).map((s) => s.dj));
      const counts = [...acts].map((dj) => byDj.get(dj) ?? 0);
      return {
        stage,
        room,
        likes: counts.reduce((sum, n) => sum + n, 0),
        likedActs: counts.filter((n) => n > 0).length,
      };
    })
    .sort((a, b) => b.likes - a.likes || a.room - b.room);

  const acts = new Set(event.sets.map((s) => s.dj));
  const gone = [...byDj]
    .filter(([dj, n]) => !acts.has(dj) && n > 0)
    .map(([dj, likes]) => ({ dj, likes }))
    .sort((a, b) => b.likes - a.likes || compare(a.dj, b.dj));

  return {
    event: event.id,
    partyName: event.meta.partyName,
    timeZone: event.meta.timeZone,
    total: [...byDj.values()].reduce((sum, n) => sum + n, 0),
    sets,
    stages,
    gone,
  };
}
