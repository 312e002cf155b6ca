import { main as api } from '../../../src/service/node/api-command';
import { main as checkLive } from '../../../src/service/node/check-live';
import { main as listen } from '../../../src/service/node/listen-command';
import { main as snapshot } from '../../../src/service/node/snapshot-command';

export type Command = {
  /** One line for `vcs-sandbox --help`. */
  summary: string;
  /** Runs the command with its own flags; resolves with the process's exit code. */
  main: (args: string[]) => Promise<number>;
};

/** The package's commands (decision 038): each is the same `main` as the clone's npm script. */
export const COMMANDS: Record<string, Command> = {
  api: { summary: 'the sandbox over HTTP, by default at http://127.0.0.1:8787/v1/api', main: api },
  listen: {
    summary: "forward an account's events to a local URL, signed as webhooks",
    main: listen,
  },
  snapshot: { summary: 'export an account to a file, or import one', main: snapshot },
  'check-live': {
    summary: "check a live service's read-only answers against the contract, one line per drift",
    main: checkLive,
  },
};
