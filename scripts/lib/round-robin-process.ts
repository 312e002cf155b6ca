/**
 * The tests' round-robin proxy (src/test/round-robin.ts) in a process of its own, for
 * scripts/bench-instances.ts: in the benchmark's process it would share one event loop with the
 * load generator, and the figure would be that loop's. Started with fork(); the upstreams are its
 * arguments. It sends `{ origin }` once listening and, for each "count" message, how many requests
 * each upstream was given since the last one.
 */
import { roundRobin } from '../../src/test/round-robin';

const proxy = await roundRobin(process.argv.slice(2));
process.send!({ origin: proxy.origin });
process.on('message', (message) => {
  if (message !== 'count') return;
  const counts = proxy.upstreams.map(() => 0);
  for (const { upstream } of proxy.served.splice(0)) counts[upstream]! += 1;
  process.send!({ counts });
});
process.on('disconnect', () => process.exit(0));
