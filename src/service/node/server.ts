/**
 * `npm run api [-- flags]`: the sandbox over HTTP from the dashboard's clone (tests and scripts
 * start this file). Its flags and what it does are in api-command.ts, whose `main` is also the
 * package's `vcs-sandbox api` (decision 038): one code path.
 */
import { main } from './api-command';

process.exitCode = await main(process.argv.slice(2));
