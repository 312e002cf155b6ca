import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/ui/page-header';
import type { PageRoute } from '../page';

export const route = {
  path: '*',
  public: true,
} satisfies PageRoute;

export function Component() {
  const { t } = useLingui();
  return (
    <PageHeader title={t`Page not found`} description={t`There is nothing at this address.`} />
  );
}
