/**
 * Prerendered pages whose path has a part that changes (a card's id): one HTML file serves every
 * such path, and each server maps the paths to it — `npm run serve` (server/app.ts) and `vite
 * preview` (vite.config.ts). A host that does not map them serves index.html, and the page renders
 * without its frame painted first (decision 005, sixth pass). Plain data: the servers and the
 * browser's hydration read it.
 */
export const PRERENDERED_FRAMES = [
  { pattern: '/cards/:cardId', file: 'cards/_card.html' },
] as const;

/** The prerendered frame's file (relative to the build) for a path, if one serves it. */
export function frameFileFor(pathname: string): string | undefined {
  return PRERENDERED_FRAMES.find((frame) => matchesPattern(frame.pattern, pathname))?.file;
}

/**
 * Whether `pathname` is one of the paths `pattern` stands for: a `:name` part is any one part
 * (not empty, not starting with a dot); a trailing slash is allowed.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/(.)\/$/, '$1').split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => {
    const seg = got[i]!;
    if (!part.startsWith(':')) return part === seg;
    return seg !== '' && !seg.startsWith('.');
  });
}
