// `lineup`: the organisers' command. Each mistake of the user is one clear line and an exit
// code (1: the input has problems, 2: the command line is wrong); only a bug shows a stack,
// and only with LINEUP_DEBUG=1.
import { UserError } from '../userError.ts';
import { exportCommand } from './exportCommand.ts';
import { importCommand } from './importCommand.ts';
import type { Command, Io } from './io.ts';
import { organiserCommand } from './organiserCommand.ts';
import { statsCommand } from './statsCommand.ts';
import { validateCommand } from './validateCommand.ts';

const COMMANDS: Command[] = [
  validateCommand,
  importCommand,
  exportCommand,
  statsCommand,
  organiserCommand,
];

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `Usage: lineup COMMAND [options]   (npm run lineup -- COMMAND …)

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

"lineup COMMAND --help" explains a command. The organiser guide: docs/organisers.md
`;
}

export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = COMMANDS.find((c) => c.name === args[0]);
    io.stdout(topic ? topic.help : usage());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.stderr(`lineup: unknown command "${name}"\n\n${usage()}`);
    return 2;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UserError) {
      const hint = error.exitCode === 2 ? ` (see: lineup ${command.name} --help)` : '';
      io.stderr(`lineup ${command.name}: ${error.message}${hint}\n`);
      return error.exitCode;
    }
    const detail = io.env.LINEUP_DEBUG
      ? `\n${(error as Error).stack}`
      : ' (LINEUP_DEBUG=1 shows details)';
    io.stderr(`lineup ${command.name}: unexpected failure: ${(error as Error).message}${detail}\n`);
    return 70;
  }
}
