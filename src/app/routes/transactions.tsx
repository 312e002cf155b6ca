import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <PageHeader
      title="Transactions"
      description="Authorizations, settlements, refunds and declines across your cards."
    />
  );
}
