/**
 * `GET /openapi.json`'s example (decision 037): the document the sandbox served, shortened as the
 * lists' examples are, to one path and one event with every schema they refer to. Without the
 * examples in it: they are the file this example is written into, so keeping them would make each
 * run's example hold the previous one's.
 */
type Json = unknown;
type Document = {
  paths: Record<string, Json>;
  webhooks: Record<string, Json>;
  components: { schemas: Record<string, Json>; securitySchemes: Json };
};

function withoutExamples(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'example')
      .map(([key, inner]) => [key, withoutExamples(inner)]),
  );
}

/** The names of the components `value` refers to, and those they refer to, in order met. */
function referredSchemas(value: Json, schemas: Record<string, Json>, found = new Set<string>()) {
  for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g))
    if (!found.has(name!)) {
      found.add(name!);
      referredSchemas(schemas[name!], schemas, found);
    }
  return found;
}

export function documentOutline(served: Json, path: string, event: string): Json {
  const { paths, webhooks, components, ...head } = served as Document;
  const kept = withoutExamples({
    paths: { [path]: paths[path] },
    webhooks: { [event]: webhooks[event] },
  }) as Pick<Document, 'paths' | 'webhooks'>;
  const names = [...referredSchemas(kept, components.schemas)];
  return {
    ...head,
    ...kept,
    components: {
      schemas: Object.fromEntries(names.map((name) => [name, components.schemas[name]])),
      securitySchemes: components.securitySchemes,
    },
  };
}
