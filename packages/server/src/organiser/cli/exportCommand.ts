import { writeFileSync } from 'node:fs';
import { exportCsv } from '../export/csv.ts';
import { exportIcs } from '../export/ics.ts';
import { eventOf, findEventFile } from '../files.ts';
import { UsageError, UserError } from '../userError.ts';
import { type Command, nowOf, readArgs } from './io.ts';

export const exportCommand: Command = {
  name: 'export',
  summary: 'the timetable as iCalendar (.ics) or CSV',
  help: `Usage: lineup export --to ics|csv EVENT [--data-dir DIR] [--out FILE]

EVENT is an event id (or alias), looked up in DIR/events, or the path of an event file.
  ics  one calendar entry per set (placeholders "?" left out): the act (and its change
       note) as title, the stage as location, times in the event's time zone
  csv  the columns "lineup import --from csv" reads, so an export imports back unchanged

Options:
  --data-dir DIR  the data folder (default: $DATA_DIR, else ./data)
  --out FILE      write to FILE instead of the standard output

Exit code: 0 on success, 1 when the event is not found or its file has errors.
`,
  async run(args, io) {
    const { values, positionals } = readArgs(args, {
      to: { type: 'string' },
      'data-dir': { type: 'string' },
      out: { type: 'string', short: 'o' },
    });
    if (values.help) {
      io.stdout(this.help);
      return 0;
    }
    if (values.to !== 'ics' && values.to !== 'csv') throw new UsageError('--to must be ics or csv');
    if (positionals.length !== 1) throw new UsageError('give one event: its id or its file');
    const now = nowOf(io);
    const dataDir = values['data-dir'] ?? io.env.DATA_DIR ?? './data';
    const event = eventOf(findEventFile(positionals[0]!, dataDir, now));
    const text = values.to === 'ics' ? exportIcs(event, now) : exportCsv(event);
    if (values.out) {
      try {
        writeFileSync(values.out, text);
      } catch (error) {
        throw new UserError(
          `${values.out}: cannot be written (${(error as NodeJS.ErrnoException).code ?? ''})`,
        );
      }
      io.stderr(`Wrote ${values.out}: ${event.sets.length} sets of ${event.id}\n`);
    } else {
      io.stdout(text);
    }
    return 0;
  },
};
