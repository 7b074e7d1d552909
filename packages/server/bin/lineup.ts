#!/usr/bin/env node
// The organisers' command: npm run lineup -- validate data/events (see docs/organisers.md).
import { quietOnClosedPipe } from '../src/organiser/cli/io.ts';
import { main } from '../src/organiser/cli/main.ts';

quietOnClosedPipe(process.stdout, (code) => process.exit(code));
quietOnClosedPipe(process.stderr, (code) => process.exit(code));

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
