import { CardsPage } from '../../features/cards/cards-page';

export function Component() {
  return <CardsPage />;
}
