import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Deleting a note or a receipt cannot be undone: asked first. */
export function ConfirmDelete({
  open,
  title,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p className="text-sm">
        <Trans>It is kept nowhere else: this cannot be undone.</Trans>
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
