/** `/cards/:id/fund` with `{ id: 'card 1' }` → `/cards/card%201/fund`. */
export function pathOf(template: string, params: Record<string, string> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** The base without its trailing slashes, the path, the query without empty values. */
export function urlOf(baseUrl: string, path: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
}

/** A fresh idempotency key: one per call, kept by all of that call's retries. */
export const newIdempotencyKey = () => `sdk_${crypto.randomUUID()}`;

/** The error body of every operation but generate (the spec's), or null. */
export function errorBodyOf(
  body: unknown,
): { error: string; message: string; request_id?: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, message, request_id } = body as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string') return null;
  return { error, message, ...(typeof request_id === 'string' ? { request_id } : {}) };
}
