import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import { clientErrorResponse } from '../src/service/node/client-error';
import { httpServerOptions } from '../src/service/node/http-timeouts';
import { errorResponse } from './error-answer';

type FetchApp = { fetch: Parameters<typeof getRequestListener>[0] };

/**
 * The Node server of `npm run serve`: the header, request and keep-alive timeouts of
 * http-timeouts.ts (decision 015), and a request target Node's adapter cannot read (a backslash
 * in the path, a bad Host) answered 400 in the spec's error shape rather than an empty 400; so
 * are Node's own refusals (431, 408, 400).
 */
export function createServeServer(
  app: FetchApp,
  log?: (line: string) => void,
  options = httpServerOptions(),
): Server {
  const server = createServer(
    options,
    getRequestListener(app.fetch, {
      errorHandler: (error) => {
        const bad = error instanceof RequestError;
        if (!bad) console.error('serve: unexpected error', error);
        log?.(`- (unreadable request target) ${bad ? 400 : 500}`);
        return bad
          ? errorResponse('invalid_request', 'The request target is not a valid path.')
          : errorResponse('internal_error', 'The server failed unexpectedly.');
      },
    }),
  );
  // What Node's parser answers before any handler (headers over 16 KiB, too slow, not HTTP): the
  // same error shape as npm run api's (src/service/node/client-error.ts), not an empty answer.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    socket.end(clientErrorResponse(error.code));
  });
  return server;
}
