import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return <PageHeader title="Sign in" description="Paste your seed to open your dashboard." />;
}
