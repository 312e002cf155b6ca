import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  const { cardId = '' } = useParams();
  return <PageHeader title="Card" description={`Card ${cardId}`} />;
}
