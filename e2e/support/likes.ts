// A fan's like of a Testfest 2026 set (the suite's event, in Berlin) as the app stores it in
// localStorage under `likedDJs`: the plan, crew and picture tests start from such likes.
export const liked = (dj: string, room: number, started: string) => ({
  dj,
  room,
  partyName: 'Testfest',
  title: dj,
  beginningSchedule: '2026-07-30T18:00:00.000Z',
  started,
  meta: [],
  likedAt: '2026-07-20T10:00:00.000Z',
  timeZone: 'Europe/Berlin',
});
