/**
 * `npm run listen -- --forward-to URL [--server URL] [--after N]`: the account's events forwarded to
 * a local URL, signed (decision 022). What it does is in src/service/node/listen-command.ts, whose
 * `main` is also the package's `vcs-sandbox listen` (decision 038).
 */
import { main } from '../src/service/node/listen-command';

process.exitCode = await main(process.argv.slice(2));
