/**
 * What the page and the demo's sandbox worker say to each other (worker-client.ts,
 * sandbox-worker.ts; decision 005, issue #35). A request goes as its parts; an answer comes back
 * as its head, then its body in chunks (an event stream never ends, so it is not read whole).
 */
export type ToWorker =
  | { type: 'start'; latencyMs: number | undefined; legacy: string | null }
  | {
      type: 'request';
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  | { type: 'abort'; id: number }
  | { type: 'reset'; id: number }
  /** The page was left (`pagehide`) or came back from the back/forward cache (page-lock.ts). */
  | { type: 'page'; event: 'pagehide' | 'pageshow'; persisted: boolean };

export type FromWorker =
  | { type: 'ready' }
  /** No IndexedDB in the worker: the page runs the sandbox itself, over localStorage. */
  | { type: 'unavailable'; message: string }
  /** The localStorage snapshot was moved into IndexedDB: the page removes it. */
  | { type: 'forget-legacy' }
  | { type: 'head'; id: number; status: number; statusText: string; headers: [string, string][] }
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'reset-done'; id: number; message?: string };

/** Statuses whose answer has no body: a `Response` made with one throws. */
export const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
