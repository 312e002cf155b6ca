import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  const { t } = useLingui();
  return (
    <PageHeader title={t`Page not found`} description={t`There is nothing at this address.`} />
  );
}
