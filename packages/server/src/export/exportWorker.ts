// The worker thread behind exportBuilder.ts: a festival's schedule.xml, schedule.json or
// calendar.ics is megabytes of text for the biggest events (15,000 sets: seconds of work on
// a busy machine), built here so no fan's request waits for it.
import { parentPort, threadId } from 'node:worker_threads';
import {
  buildLineup,
  contentHash,
  frabSchedule,
  frabScheduleJson,
  frabScheduleXml,
  type LoadedEvent,
} from '@lineup/core';
import { exportIcs } from '../organiser/export/ics.ts';

export type ExportFormat = 'xml' | 'json' | 'ics';

export interface ExportJob {
  id: number;
  event: LoadedEvent;
  format: ExportFormat;
  origin: string;
  /** epoch ms of the server clock */
  now: number;
}

export type ExportDone =
  | { id: number; hash: string; body: string; thread: number }
  | { id: number; error: string };

/** the text of one export and the hash of what it holds (its ETag) */
export function buildExport(job: Omit<ExportJob, 'id'>): { hash: string; body: string } {
  const now = new Date(job.now);
  if (job.format === 'ics') {
    const body = exportIcs(job.event, now);
    // DTSTAMP says when the file was made: the ETag must not change with it
    return { hash: contentHash(body.replace(/^DTSTAMP:.*$/gm, '')), body };
  }
  const model = frabSchedule(buildLineup(job.event, [job.event], now), {
    origin: job.origin,
    now,
  });
  const body =
    job.format === 'xml'
      ? frabScheduleXml(model)
      : `${JSON.stringify(frabScheduleJson(model), null, 1)}\n`;
  // the model's version covers every field written: no pass over megabytes of text
  return { hash: contentHash(`${model.version} ${job.format}`), body };
}

parentPort?.on('message', (job: ExportJob) => {
  let done: ExportDone;
  try {
    done = { id: job.id, ...buildExport(job), thread: threadId };
  } catch (error) {
    done = { id: job.id, error: (error as Error).message };
  }
  parentPort?.postMessage(done);
});
