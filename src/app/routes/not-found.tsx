import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return <PageHeader title="Page not found" description="There is nothing at this address." />;
}
