import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * How a person calls the commands (decision 038): `npm run api --` in the dashboard's clone,
 * `vcs-sandbox api` once the package is installed. The package's entry says so before a command
 * runs; the usage texts and the one-line errors then name what the person actually typed.
 */
let packageBin: string | null = null;
export function callCommandsAs(bin: string) {
  packageBin = bin;
}

/** A command's name as a person types it: `npm run api`, or `vcs-sandbox api` from the package. */
export function commandName(command: string): string {
  return packageBin ? `${packageBin} ${command}` : `npm run ${command}`;
}

/** What goes before a command's flags: npm needs its `--` separator, the package's bin does not. */
export function commandCall(name: string): string {
  return name.startsWith('npm run ') ? `${name} --` : name;
}

/** One command of the sandbox (`api`, `listen`, `snapshot`): how it is called and its flags. */
export type CommandSpec<O extends Options, P extends boolean> = {
  /** How a person types it, e.g. `npm run api` (commandName): the errors name it. */
  name: string;
  /** What `--help` prints (the flags, one per line, with what each does). */
  usage: string;
  options: O;
  /** Whether it takes words besides flags (snapshot's `export`, `import FILE`). */
  positionals?: P;
};

/** What a command's `--help` and its errors share (issue #50 item 1): one line, never a stack. */
export function commandError(name: string, message: string): never {
  console.error(`${name}: ${message} (see ${commandCall(name)} --help)`);
  process.exit(2);
}

/**
 * The command's flags, read strictly: `--help` (or `-h`) prints the usage and exits 0; an unknown
 * flag, a missing value or a stray word is one line naming it and exit 2 — parseArgs' own throw
 * would print a Node stack trace to a person who only mistyped.
 */
export function readCommandLine<const O extends Options, const P extends boolean = false>(
  spec: CommandSpec<O, P>,
  args: string[] = process.argv.slice(2),
) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(spec.usage);
    process.exit(0);
  }
  try {
    return parseArgs({
      args,
      options: spec.options,
      allowPositionals: (spec.positionals ?? false) as P,
      strict: true,
    });
  } catch (error) {
    // Node's first sentence names the flag ("Unknown option '--bogus'"); the rest is about `--`.
    return commandError(spec.name, (error as Error).message.split('. ')[0]!);
  }
}
