import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { call } from './api-process';

/** A server that accepts every connection and never answers (a tarpit); counts connections. */
export async function tarpit() {
  const sockets = new Set<Socket>();
  const seen = { connections: 0 };
  const server = createTcpServer((socket) => {
    seen.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    seen,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A receiver that answers every POST with `status` and notes when each arrived (Date.now). */
export async function answering(status: number) {
  const arrivals: number[] = [];
  const server: Server = createServer((req, res) => {
    arrivals.push(Date.now());
    req.resume();
    req.on('end', () => res.writeHead(status).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    arrivals,
    url: `http://127.0.0.1:${port}/hook`,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** `count` triggers of `type` in the caller's account, one after the other; each must answer 201. */
export async function trigger(base: string, seed: string, type: string, count: number) {
  for (let i = 0; i < count; i++) {
    const answer = await call(base, 'POST', `/sandbox/events/${type}/trigger`, { seed });
    if (answer.status !== 201) throw new Error(`trigger ${i} answered ${answer.status}`);
  }
}

type Delivery = { webhook_id: string; status: string; attempts: number; error: string | null };

/** The account's delivery log (the newest 200), oldest first or as the service lists it. */
export async function deliveries(base: string, seed: string): Promise<Delivery[]> {
  return (await call(base, 'GET', '/sandbox/webhooks/deliveries', { seed })).body.data;
}
