import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import type { LandingValue } from '@tlt/shared/content/landing';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PATHS } from '../../../lib/paths.ts';

interface EmiDialogProps {
  emi: LandingValue<'emi'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The EMI rules and a button that selects the plan; in a chunk of its own (emi-banner.tsx). */
export default function EmiDialog({ emi, open, onOpenChange }: EmiDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={emi.dialogTitle}>
      <ul className="space-y-3">
        {emi.rules.map((rule) => (
          <li key={rule} className="flex items-start gap-2 text-sm text-navy-800">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden /> {rule}
          </li>
        ))}
      </ul>
      <Link to={PATHS.registerWithPlan(emi.planId)} className={buttonStyles('primary', 'lg', 'mt-6 w-full')}>
        {emi.ctaLabel}
      </Link>
    </Dialog>
  );
}
