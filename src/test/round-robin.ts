import { createServer, request, type Server } from 'node:http';

/**
 * A load balancer for tests (issue #52): each request to the next upstream in turn, headers and
 * body as they came; `served` says which upstream answered which request.
 */
export async function roundRobin(upstreams: string[]) {
  const served: Array<{ method: string; path: string; upstream: number }> = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    const upstream = next;
    next = (next + 1) % upstreams.length;
    served.push({ method: req.method ?? '', path: req.url ?? '', upstream });
    const forward = request(
      new URL(req.url ?? '/', upstreams[upstream]),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    upstreams,
    served,
    close: () =>
      new Promise((r) => {
        server.close(r);
        server.closeAllConnections();
      }),
  };
}
