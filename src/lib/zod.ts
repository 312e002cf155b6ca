import { config } from 'zod/v4';

/**
 * `zod`, as the browser build sees it (vite.config.ts aliases `zod` here). The app itself uses
 * `zod/mini` (smaller, and it never compiles parsers); classic `zod` is used by the sandbox
 * (`src/service`), which runs in the page in demo mode. Classic zod compiles object parsers with
 * `new Function` when it may; the app's CSP forbids eval, and Chrome reports even zod's caught
 * probe as a CSP violation. Zod decides when each schema is built, so the switch has to be thrown
 * before any schema module runs — which an alias guarantees and an import order does not. Node
 * (the sandbox server, scripts) uses zod as it is.
 */
config({ jitless: true });

export * from 'zod/v4';
