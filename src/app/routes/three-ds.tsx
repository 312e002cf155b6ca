import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <PageHeader
      title="3-D Secure"
      description="One-time codes for online purchases that ask for 3-D Secure."
    />
  );
}
