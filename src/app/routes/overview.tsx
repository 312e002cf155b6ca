import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <PageHeader title="Overview" description="Your wallet balance, cards and recent activity." />
  );
}
