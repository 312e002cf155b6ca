import { describe, expect, it } from 'vitest';
import { routeDeclaration } from './page-routes';

const page = `import { msg } from '@lingui/core/macro';
import { CardsPage } from '../../features/cards/cards-page';
import { lazyPart } from '../../lib/lazy-part';
import type { PageRoute } from '../page';

export const route = {
  path: '/cards',
  nav: { label: msg\`Cards\`, order: 2 },
} satisfies PageRoute;

const Dialog = lazyPart(() => import('./dialog'), 'Dialog');

export function Component() {
  return <CardsPage dialog={Dialog} />;
}
`;

describe("a page's route declaration, without its code (decision 035)", () => {
  it('keeps the declaration and the imports it names, and nothing of the page', () => {
    const declaration = routeDeclaration('cards.tsx', page);
    expect(declaration).toContain("import { msg } from '@lingui/core/macro';");
    expect(declaration).toContain("import type { PageRoute } from '../page';");
    expect(declaration).toContain("path: '/cards'");
    for (const code of ['CardsPage', 'lazyPart', 'Component', 'Dialog'])
      expect(declaration, code).not.toContain(code);
  });

  it('refuses a page module that declares no route, naming it', () => {
    expect(() => routeDeclaration('stray.tsx', 'export function Component() {}')).toThrow(
      /stray\.tsx: a page module exports `const route`/,
    );
  });
});
