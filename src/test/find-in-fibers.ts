/**
 * Where does `needle` still live in a React tree's memory? Walks every fiber under `container`
 * (with their alternates: React keeps the previous render there) and searches their state, props
 * and update queues. Closures cannot be looked into; DOM nodes are searched by the caller.
 */
export function findInFibers(container: Element, needle: string): string[] {
  const rootKey = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  if (!rootKey) throw new Error('not a React root');
  const found: string[] = [];
  const seen = new Set<object>();
  const isFiber = (o: object) => 'tag' in o && 'return' in o && 'alternate' in o;

  const search = (value: unknown, path: string, depth: number): void => {
    if (typeof value === 'string') {
      if (value.includes(needle)) found.push(path);
      return;
    }
    if (typeof value !== 'object' || value === null || depth > 40 || seen.has(value)) return;
    if (value instanceof Node || isFiber(value)) return;
    seen.add(value);
    if (value instanceof Map || value instanceof Set) {
      let i = 0;
      for (const entry of value) search(entry, `${path}[${i++}]`, depth + 1);
      return;
    }
    for (const key of Object.keys(value))
      search((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
  };

  const fibers: object[] = [(container as unknown as Record<string, object>)[rootKey]!];
  const visited = new Set<object>();
  while (fibers.length) {
    const fiber = fibers.pop() as Record<string, unknown>;
    if (visited.has(fiber)) continue;
    visited.add(fiber);
    const name = (fiber.type as { name?: string } | null)?.name ?? String(fiber.type);
    for (const field of ['memoizedState', 'memoizedProps', 'pendingProps', 'updateQueue'])
      search(fiber[field], `${name}.${field}`, 0);
    for (const next of ['child', 'sibling', 'alternate'])
      if (fiber[next]) fibers.push(fiber[next] as object);
  }
  return found;
}
