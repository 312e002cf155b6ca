import { configureApi } from '../api/client';

type Service = { handle(request: Request): Promise<Response> };

/**
 * A provider that ignores `per_page` (issue #47): the sandbox answers every request, but the list
 * at `listPath` comes back with `count` rows, copies of its first row with ids `<id>-more-<n>`;
 * a request for one copy (`/<listPath>/<id>-more-<n>`) is answered with the first row's own
 * answer under the copy's id. `asked` records each request's path and query.
 */
export function overAnswer(service: Service, listPath: string, count: number) {
  const asked: string[] = [];
  let rows: string | undefined;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  configureApi({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      const copy = url.pathname.match(new RegExp(`${listPath}/(.+)-more-\\d+$`));
      if (copy) {
        const own = new Request(new URL(url.pathname.replace(/-more-\d+$/, ''), url), request);
        const body = (await (await service.handle(own)).json()) as { id: string };
        return json({ ...body, id: decodeURIComponent(url.pathname.split('/').at(-1)!) });
      }
      const answer = await service.handle(request);
      if (!url.pathname.endsWith(listPath) || request.method !== 'GET') return answer;
      const body = (await answer.json()) as { data: Array<{ id: string }> };
      const first = body.data[0]!;
      // The copies are written once: the test measures the app's work, not its own.
      rows ??= JSON.stringify(
        Array.from({ length: count }, (_, n) =>
          n === 0 ? first : { ...first, id: `${first.id}-more-${n}` },
        ),
      );
      const text = JSON.stringify({ ...body, data: [] }).replace('"data":[]', `"data":${rows}`);
      return new Response(text, { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return asked;
}
