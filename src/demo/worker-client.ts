import type { DemoSandbox } from './browser';
import { readLatencyOverride } from './latency';
import { SANDBOX_STORAGE_KEY } from './local-store';
import { PageLeftError } from './page-lock';
import { NULL_BODY_STATUSES, type FromWorker, type ToWorker } from './worker-protocol';

type RequestMessage = Extract<ToWorker, { type: 'request' }>;
type Pending = {
  head: (response: Response) => void;
  fail: (error: Error) => void;
  body?: ReadableStreamDefaultController<Uint8Array>;
  /** Its head came back: what follows cannot be asked for again. */
  answered?: boolean;
  /** The request as sent, kept to send again to the worker of a page back from the bfcache. */
  message: RequestMessage;
};

/**
 * Sent again to a new worker, a request must change nothing twice: a read, or a change carrying its
 * idempotency key (the app's client gives every change one), which the service answers from what it
 * kept if the first went through (decision 033, sixth pass).
 */
const repeatable = ({ method, headers }: RequestMessage) =>
  /^(GET|HEAD)$/.test(method) || headers.some(([name]) => name === 'x-idempotency-key');

/**
 * The demo's sandbox in a worker (sandbox-worker.ts; decision 005): the page's main thread no
 * longer parses the service's code, reads its IndexedDB rows or answers requests. Resolves when
 * the worker's sandbox has started; rejects if there is no worker, it could not load, or it has
 * no IndexedDB — main.tsx then runs the sandbox in the page, as before.
 *
 * A page kept in the back/forward cache (`pagehide` with `persisted`) stops its worker: Firefox
 * freezes a cached page's worker as it is, and one frozen holding or queued for the origin's lock
 * (page-lock.ts) held up every other page of the demo for LOCK_WAIT_MS. Ending the worker ends its
 * lock and its place in the queue; an IndexedDB write it had begun commits whole or not at all,
 * and nothing is answered before it committed. The page back (`pageshow` with `persisted`) starts
 * a new worker, which reads the rows again, and sends it what was unanswered and safe to repeat
 * (decision 033, sixth pass).
 */
export function startSandboxWorker(
  create = () => new Worker(new URL('./sandbox-worker.ts', import.meta.url), { type: 'module' }),
): Promise<DemoSandbox> {
  let worker: Worker | null = null;
  const send = (message: ToWorker, transfer: Transferable[] = []) =>
    worker?.postMessage(message, transfer);
  const pending = new Map<number, Pending>();
  const resets = new Map<number, (message?: string) => void>();
  let nextId = 0;

  const sendRequest = (message: RequestMessage) => {
    // A copy crosses (moved, not copied again): the kept one can be sent to the next worker.
    const body = message.body?.slice(0) ?? null;
    send({ ...message, body }, body ? [body] : []);
  };
  const failAll = (error: Error) => {
    for (const request of pending.values()) {
      request.fail(error);
      request.body?.error(error);
    }
    pending.clear();
  };

  function connect(): Promise<void> {
    const current = create();
    worker = current;
    const started = new Promise<void>((resolve, reject) => {
      current.onerror = (event) => {
        event.preventDefault();
        if (worker !== current) return;
        const error = new Error(`The sandbox worker failed: ${event.message || 'no details'}`);
        reject(error); // Before it started: the page runs the sandbox. After: what waits fails.
        failAll(error);
      };
      current.onmessage = ({ data }: MessageEvent<FromWorker>) => {
        if (worker !== current) return; // A stopped worker's last words have no reader.
        if (data.type === 'ready') return resolve();
        if (data.type === 'unavailable') return reject(new Error(data.message));
        if (data.type === 'forget-legacy') return localStorage.removeItem(SANDBOX_STORAGE_KEY);
        if (data.type === 'reset-done') return resets.get(data.id)?.(data.message);
        receive(data);
      };
    });
    send({
      type: 'start',
      latencyMs: readLatencyOverride(),
      legacy: localStorage.getItem(SANDBOX_STORAGE_KEY),
    });
    for (const request of pending.values()) sendRequest(request.message);
    return started;
  }

  function receive(
    data: Exclude<FromWorker, { type: 'ready' | 'unavailable' | 'forget-legacy' | 'reset-done' }>,
  ) {
    const request = pending.get(data.id);
    if (!request) return;
    if (data.type === 'head') {
      request.answered = true;
      const body = NULL_BODY_STATUSES.has(data.status)
        ? null
        : new ReadableStream<Uint8Array>({
            start: (controller) => void (request.body = controller),
            cancel: () => {
              pending.delete(data.id); // Nothing more is read: the worker stops.
              send({ type: 'abort', id: data.id });
            },
          });
      request.head(new Response(body, data));
    } else if (data.type === 'chunk') request.body?.enqueue(data.chunk);
    else {
      pending.delete(data.id);
      if (data.type === 'end') request.body?.close();
      else {
        const error = new Error(data.message);
        request.fail(error);
        request.body?.error(error);
      }
    }
  }

  /** Into the bfcache: the worker ends; what cannot be asked again fails, the rest waits. */
  function stop() {
    worker?.terminate();
    worker = null;
    const left = new PageLeftError();
    for (const [id, request] of pending) {
      if (request.answered || !repeatable(request.message)) {
        pending.delete(id);
        request.fail(left);
        request.body?.error(left);
      }
    }
    for (const done of resets.values()) done(left.message);
  }

  const onPage = (e: Event) => {
    const persisted = (e as PageTransitionEvent).persisted;
    if (e.type === 'pagehide' && persisted) return stop();
    if (e.type === 'pageshow' && persisted && !worker)
      return void connect().then(started, (error: Error) => {
        failAll(error);
        notStarted(error);
      });
    send({ type: 'page', event: e.type as 'pagehide' | 'pageshow', persisted });
  };
  for (const event of ['pagehide', 'pageshow']) addEventListener(event, onPage);

  const sandbox: DemoSandbox = {
    async handle(request) {
      const id = nextId++;
      const body = /^(GET|HEAD)$/.test(request.method) ? null : await request.arrayBuffer();
      return new Promise<Response>((head, fail) => {
        const message: RequestMessage = {
          type: 'request',
          id,
          url: request.url,
          method: request.method,
          headers: [...request.headers],
          body,
        };
        pending.set(id, { head, fail, message });
        const abort = () => {
          send({ type: 'abort', id });
          const entry = pending.get(id);
          pending.delete(id);
          fail(request.signal.reason as Error);
          entry?.body?.error(request.signal.reason);
        };
        if (request.signal.aborted) return abort();
        request.signal.addEventListener('abort', abort, { once: true });
        // Without a worker (the page is in the bfcache) it waits for the next one (connect).
        sendRequest(message);
      });
    },
    reset: () =>
      new Promise<void>((resolve, reject) => {
        const id = nextId++;
        resets.set(id, (message) => {
          resets.delete(id);
          if (message === undefined) resolve();
          else reject(new Error(message));
        });
        if (worker) send({ type: 'reset', id });
        else resets.get(id)?.(new PageLeftError().message);
      }),
  };
  // A page cached before its first worker was ready gets its sandbox from the next one.
  let started = () => {};
  let notStarted = (_: Error) => {};
  const first = new Promise<void>((resolve, reject) => {
    started = resolve;
    notStarted = reject;
  });
  connect().then(started, notStarted);
  return first.then(
    () => sandbox,
    (error: unknown) => {
      worker?.terminate();
      for (const event of ['pagehide', 'pageshow']) removeEventListener(event, onPage);
      throw error;
    },
  );
}
