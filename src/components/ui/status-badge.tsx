import { Badge } from './badge';
import { STATUSES, statusLabel } from './status';

/** A service status in words, with its icon (components/ui/status.ts). */
export function StatusBadge({ status }: { status: string }) {
  const known = STATUSES[status];
  const Icon = known?.icon;
  return (
    <Badge tone={known?.tone ?? 'neutral'}>
      {Icon && <Icon aria-hidden="true" className="mr-1 h-3 w-3" strokeWidth={2.5} />}
      {statusLabel(status)}
    </Badge>
  );
}
