/**
 * An integrator's script, run in the folder the tarballs were installed in (issue #50, "Done
 * when"): `node fund-and-verify.js <sandbox base URL>` with the account's seed in SANDBOX_SEED
 * (never an argument: `ps` shows those to every user). With the installed vcs-sdk it funds one of
 * the account's cards, and checks two signed deliveries with verifyWebhook: the card.funded event
 * forwarded by `npx vcs-sandbox listen` (its printed secret), and an example event sent to a
 * registered webhook (the registration's secret; the sandbox needs --allow-private-webhooks to
 * reach 127.0.0.1). Prints one JSON line.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createClient, verifyWebhook } from 'vcs-sdk';

const base = process.argv[2];
const seed = process.env.SANDBOX_SEED;

/** Every POST this process receives, by path; `next(path)` waits for the next one there. */
const waiting = new Map();
const arrived = new Map();
const receiver = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    response.writeHead(204).end();
    const delivery = { body, signature: request.headers['x-webhook-signature'] };
    const queue = arrived.get(request.url) ?? [];
    arrived.set(request.url, [...queue, delivery]);
    waiting.get(request.url)?.();
  });
});
receiver.listen(0, '127.0.0.1');
await once(receiver, 'listening');
const local = `http://127.0.0.1:${receiver.address().port}`;
async function next(path) {
  while (!arrived.get(path)?.length)
    await new Promise((resolve) => waiting.set(path, () => resolve()));
  const [first, ...rest] = arrived.get(path);
  arrived.set(path, rest);
  return first;
}

/** Both signatures checked, and a payload changed by one character refused. */
const checked = (delivery, secret) => ({
  verified: verifyWebhook(delivery.body, delivery.signature, secret),
  tampered: verifyWebhook(delivery.body.replace('"', "'"), delivery.signature, secret),
});

const listen = spawn(
  'npx',
  ['--no', '--', 'vcs-sandbox', 'listen', '--forward-to', `${local}/listen`, '--server', base],
  // Its own process group, stopped whole below: npx does not pass SIGTERM on to the command it ran.
  { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
);
function stopListen() {
  try {
    process.kill(-listen.pid, 'SIGTERM');
  } catch {
    // already stopped
  }
}
// However this script ends (an error, or SIGTERM from the test), listen ends with it.
process.on('exit', stopListen);
process.on('SIGTERM', () => process.exit(143));
let printed = '';
listen.stdout.setEncoding('utf8');
const listenSecret = await new Promise((resolve, reject) => {
  listen.stdout.on('data', (chunk) => {
    printed += chunk;
    const secret = /^Signing secret: (\S+)/m.exec(printed)?.[1];
    if (secret) resolve(secret);
  });
  listen.once('exit', (code) => reject(new Error(`listen exited (${code}): ${printed}`)));
});

const vcs = createClient({ baseUrl: base, seed });
const card = (await vcs.listCards()).data.find((one) => one.status === 'active');
const funded = await vcs.fundCard({ params: { id: card.id }, body: { amount: 40 } });
let forwarded = await next('/listen');
while (JSON.parse(forwarded.body).type !== 'card.funded') forwarded = await next('/listen');
const { data } = JSON.parse(forwarded.body);

const hook = await vcs.registerWebhook({ body: { url: `${local}/hooks`, events: ['*'] } });
await vcs.sendExampleEvent({ params: { id: hook.id }, body: { type: 'card.funded' } });
const delivered = await next('/hooks');

console.log(
  JSON.stringify({
    funded: funded.funded_amount,
    forwarded: { sameCard: data.id === card.id, funded_amount: data.funded_amount },
    listen: checked(forwarded, listenSecret),
    registered: checked(delivered, hook.secret),
  }),
);
stopListen();
// The sandbox and listen keep their connections to the receiver alive: closed here, not awaited.
receiver.closeAllConnections();
receiver.close();
