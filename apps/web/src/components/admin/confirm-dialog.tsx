import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happens if they go ahead, in a sentence. */
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}

/** "Are you sure?" for an admin action with consequences (signing a member out, suspending them). */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, busy }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="secondary" className="bg-red-700 hover:bg-red-800" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
