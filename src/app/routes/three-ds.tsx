import { ThreeDsPage } from '../../features/three-ds/three-ds-page';

export function Component() {
  return <ThreeDsPage />;
}
