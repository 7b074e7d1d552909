import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Diagnostic,
  EVENT_ID_PATTERN,
  eventStageSets,
  type ImportQuestions,
  isValidTimeZone,
  nightDating,
  parseEventFile,
  readByNight,
  type StageTally,
  tallyByStage,
} from '@lineup/core';
import { parse } from 'yaml';
import { eventFields, reimport, roomIndex } from '../../publishing/reimport.ts';
import type { DraftEvent } from '../draft.ts';
import { readBytes } from '../files.ts';
import {
  type ConvertOptions,
  convertFile,
  IMPORT_FORMATS,
  type ImportFormat,
} from '../import/convert.ts';
import { MAX_ENTRY_BYTES } from '../import/zipLimits.ts';
import { UsageError, UserError } from '../userError.ts';
import { checkLoaded } from '../validate/check.ts';
import { formatDiagnostic, formatReport } from '../validate/report.ts';
import { eventJson, eventYaml } from '../write/eventYaml.ts';
import { type Command, nowOf, readArgs } from './io.ts';

const FIELDS = ['dj', 'stage', 'start', 'end', 'date', 'change'];

/** --map dj=title,start=timestamp_start → {dj: 'title', start: 'timestamp_start'} */
function columnMap(text: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const at = pair.indexOf('=');
    const field = pair.slice(0, at).trim().toLowerCase();
    const column = pair.slice(at + 1).trim();
    if (at < 0 || !FIELDS.includes(field) || column === '') {
      throw new UsageError(
        `--map takes FIELD=COLUMN pairs, FIELD one of ${FIELDS.join(', ')} (got "${pair}")`,
      );
    }
    map[field] = column;
  }
  return map;
}

function idFromPath(out: string): string {
  const base = path.basename(out).replace(/\.(ya?ml|json)$/i, '');
  const slug = base
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'event';
}

/** writes next to the target, then renames: the server's watcher never sees half a file */
function writeAtomically(file: string, text: string): void {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw new UserError(
      `${file}: cannot be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
}

/** the event as the organiser meant its after-midnight times (--nights), noted when unsaid */
function byNight(
  event: DraftEvent,
  nights: string | undefined,
  format: ImportFormat | undefined,
  notes: Diagnostic[],
  input: string,
): DraftEvent {
  if (format !== undefined && !['csv', 'xlsx', 'ods'].includes(format)) return event;
  const dating = nightDating(event.sets, event.meta.timeZone);
  if (!dating) return event;
  if (nights === 'night') {
    return { ...event, sets: readByNight(event.sets, dating, event.meta.timeZone) };
  }
  if (nights === undefined) {
    notes.push({
      path: input,
      rule: 'nights',
      message: `${dating.moved.length} sets start after midnight on a date with no evening before it, as if written by night ("14.08. 01:30" for the night of the 14th): read by the calendar; add --nights night to read them by night`,
    });
  }
  return event;
}

const sets = (n: number) => `${n} ${n === 1 ? 'set' : 'sets'}`;

/** one stage after a merge, in numbers: "4 sets from the file, in place of 3 of the event's; …" */
function tallyMessage(t: StageTally, dropOthers: boolean | undefined): string {
  const spelt = t.spelt.length > 0 ? ` (written ${t.spelt.map((f) => `"${f}"`).join(', ')})` : '';
  const parts = [
    `${sets(t.fromFile)} from the file${spelt}${t.added ? ', a stage new to the event' : ''}`,
  ];
  if (t.replaced > 0) parts[0] += ` in place of ${t.replaced} of the event's`;
  if (t.notInFile > 0) {
    parts.push(
      `${sets(t.notInFile)} of the event the file does not have ${dropOthers ? 'removed' : 'kept'}`,
    );
  }
  return `stage "${t.stage}": ${parts.join('; ')}`;
}

/** what a merge did that the organiser did not spell out */
function mergeNotes(
  questions: ImportQuestions,
  event: DraftEvent,
  out: string,
  dropOthers: boolean | undefined,
): Diagnostic[] {
  const notes: Diagnostic[] = [];
  const rooms = parseRooms(out);
  // per stage, counted as the organiser page's questions count them (core's tallyByStage)
  for (const t of tallyByStage(rooms, questions)) {
    if (t.fromFile + t.replaced + t.notInFile === 0) continue;
    notes.push({ path: out, rule: 'merge.counts', message: tallyMessage(t, dropOthers) });
  }
  for (const m of questions.stages) {
    if (m.kind === 'near' && m.stage !== null) {
      notes.push({
        path: out,
        rule: 'merge.stage',
        message: `stage "${m.file}" of the file is not one of the event's: its sets go on "${rooms[m.stage] ?? ''}" (a near spelling)`,
      });
    } else if (m.kind === 'new' && event.sets.some((s) => event.meta.rooms[s.room] === m.file)) {
      notes.push({
        path: out,
        rule: 'merge.stage',
        message: `stage "${m.file}" is new to the event: added`,
      });
    }
  }
  const { count, examples } = questions.others;
  if (count > 0) {
    const names = examples.map((e) => e.dj).join(', ');
    notes.push({
      path: out,
      rule: 'merge.others',
      message: dropOthers
        ? `removed ${count} ${count === 1 ? 'set' : 'sets'} of the event the file does not have: ${names}${count > examples.length ? ', …' : ''}`
        : `kept ${count} ${count === 1 ? 'set' : 'sets'} of the event the file does not have: ${names}${count > examples.length ? ', …' : ''} (--drop-others removes them)`,
    });
  }
  return notes;
}

/** the stage names of the event file OUT, as it was before the merge */
function parseRooms(out: string): string[] {
  const meta = eventFields(readFileSync(out, 'utf8'))?.meta as { rooms?: unknown } | undefined;
  return Array.isArray(meta?.rooms) ? meta.rooms.map(String) : [];
}

/** --force over an event file: what of it goes */
function replacedNote(out: string): Diagnostic {
  const fields = eventFields(readFileSync(out, 'utf8'));
  const meta = (fields?.meta ?? {}) as { partyName?: unknown; rooms?: unknown };
  const list: unknown[] = Array.isArray(fields?.sets) ? fields.sets : [];
  const rooms = Array.isArray(meta.rooms) ? meta.rooms.map(String) : [];
  const stageOf = list.map((set) =>
    roomIndex(String((set as { room?: unknown } | null)?.room ?? ''), rooms),
  );
  const perStage = eventStageSets(rooms, stageOf, [])
    .map((s) => `${s.stage}: ${sets(s.sets)}`)
    .join(', ');
  return {
    path: out,
    rule: 'replaced',
    message: `replaced the event file: its name "${String(meta.partyName ?? '')}", its ${rooms.length} ${rooms.length === 1 ? 'stage' : 'stages'} (${perStage}) with their details, its texts and its ${sets(list.length)} (--merge keeps them)`,
  };
}

/** the converted event written again (after --nights night moved its sets) */
function rewrite(event: DraftEvent, opts: ConvertOptions): string {
  return opts.output === 'json' ? eventJson(event) : eventYaml(event, opts.header);
}

export const importCommand: Command = {
  name: 'import',
  summary:
    'convert a spreadsheet (CSV, XLSX, ODS), a frab/pretalx schedule or a shallowbunny config',
  help: `Usage: lineup import [--from csv|xlsx|ods|frab|shallowbunny] IN OUT [options]

Converts IN into the event file OUT (.yaml, .yml or .json), then validates it. An entry of
IN that cannot be read (a row whose start is "2:00 Uhr", a talk of length zero) is an error
listed first with its line (a workbook: its row); OUT is written without it. --strict writes
nothing instead. Text that is not UTF-8 is read by its byte-order mark or XML declaration,
else as Windows-1252 with a note.

Formats (see docs/organisers.md for examples):
  csv           one row per set; columns stage, dj, start, end, change and one column per
                link kind (soundcloud, instagram, …); local times in --tz
  xlsx, ods     an Excel or LibreOffice workbook: its first sheet, by the csv rules
  frab          a frab or pretalx schedule export, XML (schedule.xml) or JSON (schedule.json)
  shallowbunny  the original app's config YAML (beginningSchedule, meta, lineup)
Without --from, the format is told from the file.

Options:
  --tz ZONE      IANA time zone of the local times (default: the one the input names, else
                 Europe/Berlin)
  --id ID        event id, [a-z0-9-]+ (default: from OUT's file name)
  --name NAME    party name (default: the one the input names, else the id)
  --merge        OUT exists: bring IN's sets into it. Its name, texts, stages (with their
                 emoticons, pictures, addresses) stay; IN's stages are matched to them by name
                 (case, accents, emoticons aside; a near spelling goes on the event's stage,
                 said so); a stage new to the event is added, said so; the event's sets that
                 IN does not have stay (listed), unless --drop-others; a note per stage
                 says how many sets IN brings onto it, how many of the event's they replace
                 and how many of the event's IN does not have
  --drop-others  with --merge: remove the event's sets that IN has no set of that act for
  --nights night|calendar
                 csv, xlsx, ods: read "14.08. 01:30" as the night of the 14th (night) or as
                 the 14th's morning (calendar, the default); the import says when a file
                 looks written by night
  --force        replace OUT when it exists (says what of it is replaced, per stage)
  --strict       a broken entry is an error: nothing is written
  --map F=COL,…  csv, xlsx, ods: read field F (dj, stage, start, end, date, change) from column COL

Exit code: 0 when OUT was written, 1 when the input has errors, 2 for a usage mistake.
`,
  async run(args, io) {
    const { values, positionals } = readArgs(args, {
      from: { type: 'string' },
      tz: { type: 'string' },
      id: { type: 'string' },
      name: { type: 'string' },
      force: { type: 'boolean' },
      strict: { type: 'boolean' },
      map: { type: 'string' },
      merge: { type: 'boolean' },
      'drop-others': { type: 'boolean' },
      nights: { type: 'string' },
    });
    if (values.help) {
      io.stdout(this.help);
      return 0;
    }
    const format = values.from as ImportFormat | undefined;
    if (format !== undefined && !IMPORT_FORMATS.includes(format)) {
      throw new UsageError(`--from must be one of ${IMPORT_FORMATS.join(', ')}`);
    }
    if (positionals.length !== 2)
      throw new UsageError('give the input file and the event file to write: IN OUT');
    const [input, out] = positionals as [string, string];
    if (!/\.(ya?ml|json)$/i.test(out))
      throw new UsageError(`${out}: the event file must end in .yaml, .yml or .json`);
    if (values.tz !== undefined && !isValidTimeZone(values.tz)) {
      throw new UsageError(`--tz ${values.tz} is not an IANA time zone (e.g. Europe/Berlin)`);
    }
    if (values.id !== undefined && !EVENT_ID_PATTERN.test(values.id)) {
      throw new UsageError(`--id ${values.id} must match [a-z0-9-]+`);
    }
    if (values.nights !== undefined && values.nights !== 'night' && values.nights !== 'calendar') {
      throw new UsageError('--nights must be night or calendar');
    }
    const exists = existsSync(out);
    if (exists && !values.force && !values.merge) {
      throw new UserError(
        `${out} exists: add --merge to bring the file's sets into it (its name, stages and texts stay) or --force to replace it`,
      );
    }
    if (values.merge && values.force) throw new UsageError('--merge or --force, not both');
    const base = exists && values.merge ? eventFields(readFileSync(out, 'utf8')) : null;
    if (exists && values.merge && base === null) {
      throw new UserError(`${out} is not an event file to merge into (use --force to replace it)`);
    }
    const outDir = path.dirname(out);
    if (!existsSync(outDir)) throw new UserError(`${outDir}: no such folder`);

    const now = nowOf(io);
    // as for a workbook's part: a timetable file is far smaller, and decoding more is memory
    const size = existsSync(input) ? statSync(input).size : 0;
    if (size > MAX_ENTRY_BYTES) {
      throw new UserError(
        `${input} is ${Math.round(size / 1024 / 1024)} MB; a timetable file is far smaller (at most ${MAX_ENTRY_BYTES / 1024 / 1024} MB are read). It was not read`,
      );
    }
    const bytes = readBytes(input);
    const opts: ConvertOptions = {
      path: input,
      id: values.id ?? idFromPath(out),
      now,
      output: /\.json$/i.test(out) ? 'json' : 'yaml',
      strict: values.strict ?? false,
    };
    if (format) opts.format = format;
    if (values.name !== undefined) opts.name = values.name;
    if (values.tz !== undefined) opts.timeZone = values.tz;
    if (values.map !== undefined) opts.columns = columnMap(values.map);
    opts.header = [
      `Imported from ${path.basename(input)} by "lineup import" on ${now.toISOString().slice(0, 10)}.`,
    ];
    const result = await convertFile(bytes, opts);
    const read = (format ?? result.format ?? undefined) as ImportFormat | undefined;
    const event = result.event && byNight(result.event, values.nights, read, result.notes, input);
    if (event && base) {
      const merged = reimport(
        base,
        event,
        opts.header ?? [],
        { others: values['drop-others'] ? 'remove' : 'keep' },
        now,
      );
      result.notes.push(...mergeNotes(merged.questions, event, out, values['drop-others']));
      const text = merged.text!;
      result.text = opts.output === 'json' ? `${JSON.stringify(parse(text), null, 2)}\n` : text;
    } else if (event && values.nights === 'night') {
      result.text = rewrite(event, opts);
    }
    if (event && exists && !base && result.text !== null) result.notes.push(replacedNote(out));

    if (result.rowErrors.length > 0) {
      io.stdout(
        `Rows that could not be read, not in ${out} (${result.rowErrors.length}):\n${result.rowErrors.map(formatDiagnostic).join('\n')}\n\n`,
      );
    }
    if (result.notes.length > 0) {
      io.stdout(
        `Notes (${result.notes.length}):\n${result.notes.map(formatDiagnostic).join('\n')}\n\n`,
      );
    }
    if (result.text === null) {
      io.stdout(
        `Errors (${result.errors.length}):\n${result.errors.map(formatDiagnostic).join('\n')}\n`,
      );
      io.stderr(`lineup: ${input} has errors; ${out} was not written\n`);
      return 1;
    }
    const output = result.text;
    const check = checkLoaded({ file: out, text: output, ...parseEventFile(output, out, { now }) });
    if (check.errors.length > 0) {
      io.stdout(formatReport([check]));
      io.stderr(`lineup: the converted event has errors; ${out} was not written\n`);
      return 1;
    }
    writeAtomically(out, output);
    io.stdout(`Wrote ${out}\n\n${formatReport([check])}`);
    if (result.rowErrors.length > 0) {
      io.stderr(
        `lineup: ${result.rowErrors.length} ${result.rowErrors.length === 1 ? 'row' : 'rows'} of ${input} could not be read and ${result.rowErrors.length === 1 ? 'is' : 'are'} not in ${out}\n`,
      );
    }
    return 0;
  },
};
