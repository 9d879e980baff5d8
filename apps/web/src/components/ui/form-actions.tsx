import { Button } from './button.tsx';
import { Trans } from '@lingui/react/macro';

/** A short inline form's submit (its label while sending) and Cancel. */
export function FormActions({ pending, label, pendingLabel, onCancel }: { pending: boolean; label: string; pendingLabel: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
