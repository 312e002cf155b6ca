#!/usr/bin/env node
/**
 * `vcs-sandbox <command> [flags]`: the package's one bin (decision 038). It names the commands
 * after itself (their usage and errors say `vcs-sandbox api`, not `npm run api --`) and hands the
 * rest of the arguments to the command; `--help` lists them, a slip is one line and exit 2.
 */
import { callCommandsAs, commandError } from '../../../src/service/node/command-line';
import { COMMANDS } from './commands';

const BIN = 'vcs-sandbox';

const USAGE = `Usage: ${BIN} <command> [flags]
An offline, stateful sandbox of the virtual card service: its HTTP API, webhooks, clock,
scenarios and snapshots, with no provider account.

Commands:
${Object.entries(COMMANDS)
  .map(([name, { summary }]) => `  ${name.padEnd(12)} ${summary}`)
  .join('\n')}

Each command answers --help with its flags, e.g. ${BIN} api --help.
Example: ${BIN} api --memory --scenario busy-month --random-seed 7`;

const [first, ...rest] = process.argv.slice(2);
if (first === '--help' || first === '-h') {
  console.log(USAGE);
  process.exit(0);
}
if (first === undefined) commandError(BIN, `which command? ${Object.keys(COMMANDS).join(', ')}`);
if (first.startsWith('-')) commandError(BIN, `Unknown option '${first}'`);
const command = Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined;
if (!command) commandError(BIN, `unknown command '${first}'; ${Object.keys(COMMANDS).join(', ')}`);
callCommandsAs(BIN);
process.exitCode = await command.main(rest);
