import { createServer, type Server } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import { httpServerOptions } from '../src/service/node/http-timeouts';

type FetchApp = { fetch: Parameters<typeof getRequestListener>[0] };

/**
 * The Node server of `npm run serve`: the header, request and keep-alive timeouts of
 * http-timeouts.ts (decision 015), and a request target Node's adapter cannot read (a backslash
 * in the path, a bad Host) answered 400 in the spec's error shape rather than an empty 400.
 */
export function createServeServer(
  app: FetchApp,
  log?: (line: string) => void,
  options = httpServerOptions(),
): Server {
  return createServer(
    options,
    getRequestListener(app.fetch, {
      errorHandler: (error) => {
        const bad = error instanceof RequestError;
        if (!bad) console.error('serve: unexpected error', error);
        log?.(`- (unreadable request target) ${bad ? 400 : 500}`);
        const code = bad ? 400 : 500;
        const body = {
          error: bad ? 'invalid_request' : 'internal_error',
          message: bad
            ? 'The request target is not a valid path.'
            : 'The server failed unexpectedly.',
          code,
          request_id: `req_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`,
        };
        return Response.json(body, { status: code, headers: { 'Cache-Control': 'no-store' } });
      },
    }),
  );
}
