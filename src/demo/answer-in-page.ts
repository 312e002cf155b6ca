import { errorBody } from '../contract/errors';

export type Answer = (request: Request) => Promise<Response>;

/**
 * Demo mode: every fetch of the API from this page is answered in the page by the sandbox, the way
 * a mock service worker would answer it, without one (docs/decisions/004-demo-transport.md).
 * Requests to any other URL go to the network untouched. `load` is called (once) by the first
 * request if nothing called it before; requests wait for it, and if it fails they get a 503 in the
 * spec's error shape saying so.
 */
export function answerApiInPage(baseUrl: string, load: () => Promise<Answer>): void {
  const prefix = new URL(baseUrl, location.origin).href.replace(/\/+$/, '');
  const network = globalThis.fetch.bind(globalThis);
  let answer: Promise<Answer> | undefined;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : new URL(String(input), location.href).href;
    const path = url.slice(prefix.length);
    if (!url.startsWith(prefix) || !(path === '' || /^[/?#]/.test(path)))
      return network(input, init);
    const request = new Request(input instanceof Request ? input : url, init);
    let handle: Answer;
    try {
      handle = await (answer ??= load());
    } catch (error) {
      return unavailable(error);
    }
    return abortable(handle(request), request.signal);
  };
}

function abortable(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function unavailable(error: unknown): Response {
  const message = `The in-browser sandbox could not start (${(error as Error).message}). Reload, or use a sandbox server in Settings → Connection.`;
  // The same body as every answer of the service (decision 006): the client reads its code and words.
  const body = errorBody('sandbox_unavailable', message, `req_demo_${crypto.randomUUID()}`);
  return Response.json(body, { status: body.code });
}
