/**
 * `npm run snapshot -- export [--out FILE] | import FILE [--replace] [--server URL]`: an account's
 * snapshot to a file and back (decision 023). What it does is in
 * src/service/node/snapshot-command.ts, whose `main` is also the package's `vcs-sandbox snapshot`
 * (decision 038).
 */
import { main } from '../src/service/node/snapshot-command';

process.exitCode = await main(process.argv.slice(2));
