import { Hono } from 'hono';
import { ServiceError } from '../domain/errors';
import { errorAnswer } from './error-response';
import type { Route, RouteEnv } from './route';
import { ROUTES } from './routes';
import { readBody, readQuery } from './validation';

export type Env = { Bindings: RouteEnv };

/** Hono's router built from the route list: each entry's query and body are checked before its handler. */
export function buildRoutes(routes: readonly Route[] = ROUTES) {
  const app = new Hono<Env>();
  for (const def of routes) {
    app.on(def.method.toUpperCase(), def.path, async (c) => {
      const url = new URL(c.req.url);
      const raw = def.rawRequest === true;
      const query = def.query && !raw ? readQuery(url, def.query) : undefined;
      const body =
        def.body && !raw
          ? await readBody(c.req.raw, def.body, { optional: def.bodyOptional === true })
          : undefined;
      const result = await def.handle({
        get ctx() {
          if (!c.env.ctx)
            throw new ServiceError('unauthorized', 'Send your seed in the X-Seed header.');
          return c.env.ctx;
        },
        env: c.env,
        params: c.req.param() as Record<string, string>,
        query,
        body,
        url,
        method: c.req.method,
        request: c.req.raw,
      });
      return c.json(result as object, (def.status ?? 200) as 200);
    });
  }
  // A refusal is an answer (stored for idempotent replay); anything else is a bug for the pipeline.
  app.onError((error, c) => {
    if (!(error instanceof ServiceError)) throw error;
    const answer = errorAnswer(error, c.env.requestId, c.req.path === '/');
    return c.json(answer.body as object, answer.status as 400, answer.headers);
  });
  // The pipeline turns this marker into 404 or 405 with the error body.
  app.notFound((c) => c.json({}, 404, { 'X-Sandbox-Route': 'none' }));
  return app;
}
