import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <PageHeader title="Deposits" description="Crypto deposit addresses and deposit history." />
  );
}
