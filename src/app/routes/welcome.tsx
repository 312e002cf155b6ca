import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <PageHeader
      title="Get a seed and a card"
      description="Generate a seed, a card preview and a funding address."
    />
  );
}
