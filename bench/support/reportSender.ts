// A worker thread of the reports bench: sends the fans' reports on their schedule and times
// each answer, on an event loop and a heap of its own, so that the fans' reads (timed on the
// bench's main thread) do not wait for these fetch() calls, their answers or their garbage.
import { parentPort, workerData } from 'node:worker_threads';

export interface ReportSenderInput {
  url: string;
  event: string;
  rooms: number;
  reports: number;
  ms: number;
}

export interface ReportSenderOutput {
  /** how many answers had each status */
  statuses: Record<number, number>;
  /** each answer's time in ms, from its request */
  answered: number[];
}

const { url, event, rooms, reports, ms } = workerData as ReportSenderInput;
const statuses: Record<number, number> = {};
const answered: number[] = [];

const sendOne = async (i: number) => {
  const sent = performance.now();
  const response = await fetch(`${url}/api/events/${event}/reports`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-device-key': `bench-phone-${i}-0123456789`,
    },
    body: JSON.stringify({
      report: {
        kind: 'playing',
        stage: i % rooms,
        start: new Date().toISOString(),
        // a few acts reported by many phones (merged), most by one
        dj: i % 4 === 0 ? `Crowd Favourite ${i % 20}` : `Act ${i}`,
      },
    }),
  });
  await response.arrayBuffer();
  answered.push(performance.now() - sent);
  statuses[response.status] = (statuses[response.status] ?? 0) + 1;
};

const sends: Promise<void>[] = [];
const began = Date.now();
for (let i = 0; i < reports; i++) {
  const due = began + (i * ms) / reports;
  await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
  sends.push(sendOne(i));
}
await Promise.all(sends);
parentPort?.postMessage({ statuses, answered } satisfies ReportSenderOutput);
