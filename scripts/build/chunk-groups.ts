/**
 * The bundler's chunk groups (vite.config.ts): which modules rolldown puts together whoever
 * imports them. A positive list (issue #49): a module is in the session chunk because it is named
 * here, so a new module under src/api goes with what imports it until someone decides otherwise.
 */

/**
 * What every signed-in page needs (React Query, the API client and the wire readers) as one
 * chunk: on HTTP/1.1 each chunk is a round trip, and split apart these cost the signed-in pages
 * 6-10 Lighthouse points (decision 005). The public pages import none of it. Left out, each going
 * with what imports it:
 * - `config`, `errors`, `error-words`: the entry's (the demo's fetch hook builds its 503 at
 *   start-up);
 * - the sandbox tools' and alerts' calls (`sandbox`, `sandbox-tools`, `sandbox-faults`,
 *   `snapshots`, `webhook-tools`; issues #31, #34): here they were +2.3 KB on every route;
 * - the sandbox's compiled readers (`wire-sandbox-readers.gen`, −1.3 KB, decision 005) and the
 *   service's-time hook that reads the sandbox's clock (`use-service-now`): with it this group
 *   imported the sandbox readers' chunk, which imports this group — a cycle whose first
 *   evaluation called zod before it was defined (a blank app, issue #48).
 * Only zod's core and mini builds are needed by the app, and those through these modules; classic
 * zod and its JSON Schema writer serve the demo sandbox and go with its chunk.
 */
export const SESSION_API = [
  'account-asset',
  'asked-page',
  'bins',
  'cards',
  'client',
  'client-operation',
  'generate',
  'idempotency',
  'invalidates',
  'request-url',
  // The sandbox clock's keys and query (issue #49): a chunk of its own cost the pages that judge a
  // day or a countdown 0.1 KB; its reader is still a dynamic import, so no cycle (issue #48).
  'sandbox-tool-keys',
  'send',
  'service-clock',
  'three-ds',
  'transactions',
  'wallet',
  'webhooks',
  'wire-money',
  'wire-reader',
  'wire-readers.gen',
];

/** The packages of the session chunk, whole. */
const SESSION_PACKAGES = ['@tanstack/react-query', '@tanstack/query-core'];

/** Whether a module (its id, an absolute path) is one of the session chunk's. */
export function inSessionChunk(id: string): boolean {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  if (SESSION_PACKAGES.some((name) => path.includes(`/node_modules/${name}/`))) return true;
  const file = /\/src\/(api|contract)\/([^/]+)\.tsx?$/.exec(path);
  if (!file) return false;
  return file[1] === 'api' ? SESSION_API.includes(file[2]!) : file[2] === 'wire-transforms';
}

/**
 * rolldown's `codeSplitting.groups`. `includeDependenciesRecursively: false` beside them (the
 * config): only the modules a group names, so React (a dependency of React Query) stays in the
 * entry.
 */
export const CHUNK_GROUPS = [
  // Everything the entry loads at once in one file, the entry: rolldown otherwise split React,
  // the JSX runtime, Lingui and five small modules into nine chunks every page fetched anyway.
  // −2.6 KB gzip on every page (issue #35, decision 005).
  { name: 'index', tags: ['$initial' as const] },
  { name: 'session', test: inSessionChunk },
];
