// Whether the party is over, in a file of its own: the now page asks it on its first screen,
// and the timetable's day rules (days.ts) need not come with it.

/** The party's last set has ended (an event without sets is never over: nothing was on). */
export function isPartyOver(meta: { endSchedule: string | null }, now: Date): boolean {
  return meta.endSchedule !== null && now.getTime() >= Date.parse(meta.endSchedule);
}
