import { CardsPage } from '../../features/cards/cards-page';
import { msg } from '@lingui/core/macro';
import type { PageRoute } from '../page';

export const route = {
  path: '/cards',
  nav: { label: msg`Cards`, order: 2 },
  prerender: true,
} satisfies PageRoute;

export function Component() {
  return <CardsPage />;
}
