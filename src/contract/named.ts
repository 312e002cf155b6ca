import * as z from 'zod/mini';

/**
 * Gives a contract schema its name in zod's registry (`z.globalRegistry`, `id`): the OpenAPI
 * document lists it under `components.schemas` by that name and refers to it there (decision 034).
 * Declared free of side effects for the bundler: the app never reads the names, so a schema the
 * app does not use leaves its bundle with its name (`npm run size`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function named<S extends z.core.$ZodType>(id: string, schema: S): S {
  z.globalRegistry.add(schema, { id });
  return schema;
}
