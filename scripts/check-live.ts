/** `npm run check-live -- --server URL` (issue #50 item 8): src/service/node/check-live.ts. */
import { main } from '../src/service/node/check-live';

process.exitCode = await main();
