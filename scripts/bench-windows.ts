/**
 * tsx scripts/bench-windows.ts [windows…] — GET /wallet/balance p50 over real HTTP while the rate
 * limiter holds that many windows, made by seedless requests from distinct client addresses (two
 * windows each: per minute and per hour). The figures of decision 015 (issue #28 item 5).
 * 900 reads: the account allows 1,000 a minute. The sandbox runs in this process (memory only) so the addresses can be chosen without a proxy.
 */
import { createAdaptorServer } from '@hono/node-server';
import { hash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { installSha256 } from '../src/service/domain/crypto';
import { createService } from '../src/service/index';
import { API_BASE_PATH } from '../src/contract/base-paths';

installSha256((text) => hash('sha256', text, 'hex'));
const targets = process.argv.slice(2).map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 900);

async function measure(windows: number) {
  const service = createService();
  const server = createAdaptorServer({
    fetch: (request: Request) => service.handle(request, { address: '127.0.0.1' }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE_PATH}`;
  const gen = await service.handle(new Request(`${base}/`, { method: 'POST', body: '{}' }));
  const seed = ((await gen.json()) as { seed: string }).seed;

  const started = performance.now();
  for (let i = 0; i < windows / 2; i++) {
    const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    await service.handle(new Request(`${base}/cards`), { address });
  }
  const fillSeconds = (performance.now() - started) / 1000;

  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const answer = await fetch(`${base}/wallet/balance`, { headers: { 'X-Seed': seed } });
    await answer.text();
    if (answer.status !== 200) throw new Error(`balance answered ${answer.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(2);
  console.log(
    `${windows} windows (filled in ${fillSeconds.toFixed(1)} s): balance p50 ${p(0.5)} ms, p90 ${p(0.9)} ms, p99 ${p(0.99)} ms`,
  );
  server.close();
}

for (const windows of targets.length ? targets : [0, 52_000, 98_000]) await measure(windows);
process.exit(0);
