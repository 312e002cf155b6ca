import { Trans } from '@lingui/react/macro';
import { Palette } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { CardLookPicker } from './card-look-picker';

/**
 * "Edit look": the colour and emoji (decision 030) behind a button, in the quiet row after the
 * card's actions (issue #48 item 14), `beside` the other buttons of that row. The page leads with what a cardholder came to do; the look is chosen
 * once. A disclosure, not a dialog: the card's art stays in sight as it changes.
 */
export function CardLookEdit({ cardId, beside }: { cardId: string; beside?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pickerId = useId();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {beside}
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={pickerId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <Palette aria-hidden="true" className="h-4 w-4" />
          <Trans>Edit look</Trans>
        </Button>
      </div>
      {open && (
        <div id={pickerId} className="motion-safe:animate-rise-in">
          <CardLookPicker cardId={cardId} />
        </div>
      )}
    </div>
  );
}
