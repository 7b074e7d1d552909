import { expandPaths } from '../files.ts';
import { UsageError } from '../userError.ts';
import { checkFiles } from '../validate/check.ts';
import { formatReport } from '../validate/report.ts';
import { type Command, nowOf, readArgs } from './io.ts';

export const validateCommand: Command = {
  name: 'validate',
  summary: 'check event files as the server reads them',
  help: `Usage: lineup validate FILE… | DIR

Checks event files (YAML or JSON) as the server loads them, and reports every problem as
  file:line: rule: message
Errors make a file unusable (the server keeps serving its last good version); warnings
drop only the bad part (a set, a link) or point at something odd: overlapping sets in one
room, sets outside the opening windows (meta start/end).

DIR: every *.yaml, *.yml and *.json in it (for a data folder: its events/ folder).

Exit code: 0 when no file has errors (warnings allowed), 1 otherwise, 2 for a usage mistake.
`,
  async run(args, io) {
    const { values, positionals } = readArgs(args, {});
    if (values.help) {
      io.stdout(this.help);
      return 0;
    }
    if (positionals.length === 0) throw new UsageError('give the event files or a folder to check');
    const checks = checkFiles(expandPaths(positionals), nowOf(io));
    io.stdout(formatReport(checks));
    return checks.some((c) => c.errors.length > 0) ? 1 : 0;
  },
};
