import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <PageHeader title="Webhooks" description="Endpoints that receive signed event notifications." />
  );
}
