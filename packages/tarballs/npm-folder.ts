/**
 * An integrator's folder for the tarball test (decisions 038 and 039): npm run as an integrator
 * runs it, both packages packed and installed once, and what each one brings into the folder.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGES = dirname(dirname(fileURLToPath(import.meta.url)));
export const REPO = join(PACKAGES, '..');

/**
 * npm as an integrator runs it: none of the variables `npm run test:unit` exported (its
 * npm_config_local_prefix would aim the install at this repository), only where npm's cache and
 * registry are.
 */
export const NPM_ENV = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_/i.test(key) || /^npm_config_(cache|registry|cafile|userconfig)$/i.test(key),
  ),
);

export function run(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { cwd, env: NPM_ENV }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** `npm pack` of a workspace (its prepack builds dist/) into `destination`; the tarball's path. */
export async function pack(workspace: string, destination: string): Promise<string> {
  const packed = await run(
    'npm',
    ['pack', '--pack-destination', destination],
    join(PACKAGES, workspace),
  );
  if (packed.code !== 0) throw new Error(`npm pack ${workspace}: ${packed.stderr}`);
  return join(destination, packed.stdout.trim().split('\n').pop()!);
}

/**
 * The tarballs' declared dependencies, resolved and installed as an integrator's npm would, from
 * npm's cache where it has them. --ignore-scripts skips better-sqlite3's native build (a minute of
 * compiling sqlite3.c), whose product is copied in by `copyBuiltSqlite`.
 */
export const installArgs = (tarballs: string[]) => [
  'install',
  ...tarballs,
  '--ignore-scripts',
  '--no-package-lock',
  '--prefer-offline',
  '--no-audit',
  '--no-fund',
];

const version = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The one compiled file, copied from the repository's better-sqlite3 into the fresh one of the
 * same version (decision 038): every line of JavaScript still comes from the tarball and npm.
 */
export function copyBuiltSqlite(app: string): { built: string; fresh: string } {
  const built = dirname(
    createRequire(join(REPO, 'package.json')).resolve('better-sqlite3/package.json'),
  );
  const fresh = join(app, 'node_modules/better-sqlite3');
  if (version(fresh) === version(built)) {
    mkdirSync(join(fresh, 'build/Release'), { recursive: true });
    const binary = 'build/Release/better_sqlite3.node';
    copyFileSync(join(built, binary), join(fresh, binary));
  }
  return { built: version(built), fresh: version(fresh) };
}

/** The packages a bundle imports, but Node's own: `import … from "x"`, `import("x")`, `__require("x")`. */
export function bareImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [
    ...text.matchAll(/^(?:import|export)\b[^;"]*?from\s*"([^"]+)"/gm),
    ...text.matchAll(/^import\s*"([^"]+)"/gm),
    ...text.matchAll(/\b(?:import|__require|require)\(\s*"([^"]+)"\s*\)/g),
  ].map((match) => match[1]!);
  const builtin = (name: string) => name.startsWith('node:') || builtinModules.includes(name);
  return [...new Set(found.filter((name) => !name.startsWith('.') && !builtin(name)))].sort();
}

/** A package and every package it depends on, as installed in `app` (nested copies first). */
export function installedClosure(app: string, name: string): string[] {
  const seen = new Map<string, string>();
  const visit = (dependency: string, from: string, optional = false) => {
    if (seen.has(dependency)) return;
    const nested = join(from, 'node_modules', dependency);
    const dir = existsSync(nested) ? nested : join(app, 'node_modules', dependency);
    // An optional dependency npm did not install (another platform's) is no part of the closure.
    if (optional && !existsSync(dir)) return;
    seen.set(dependency, dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const next of Object.keys(manifest.dependencies ?? {})) visit(next, dir);
    for (const next of Object.keys(manifest.optionalDependencies ?? {})) visit(next, dir, true);
  };
  visit(name, app);
  return [...seen.keys()].sort();
}

/** The folder's top-level packages, scoped ones as `@scope/name`. */
export function installedNames(app: string): string[] {
  const modules = join(app, 'node_modules');
  return readdirSync(modules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`)
        : [name],
    )
    .sort();
}
