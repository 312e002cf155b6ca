import { CORS_HEADERS } from './cors';

/** No answer of this API may be kept by a cache: several carry a seed, a PAN or a one-time code. */
export function respond(
  body: string | null,
  status: number,
  cors: boolean,
  headers: Record<string, string>,
) {
  return new Response(body, {
    status,
    headers: {
      ...(cors ? CORS_HEADERS : undefined),
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

export function streamed(answer: Response, cors: boolean, requestId: string) {
  const headers = new Headers(answer.headers);
  headers.set('X-Request-Id', requestId);
  if (cors) for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  return new Response(answer.body, { status: answer.status, headers });
}

export function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
