#!/usr/bin/env node
// The organisers' command: npm run lineup -- validate data/events (see docs/organisers.md).
import { main } from '../src/organiser/cli/main.ts';

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
