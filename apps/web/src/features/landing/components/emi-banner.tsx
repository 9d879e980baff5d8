import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Wallet } from 'lucide-react';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useLandingContent } from '../api/get-landing-content.ts';

/** "Have Cash Crunch?" banner; Know More opens the EMI rules with a button that selects plan 3. */
export function EmiBanner() {
  const emi = useLandingContent('emi');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="emi-title" className="bg-white px-4 py-10 md:pr-6 md:pl-16">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 rounded-2xl bg-gradient-to-r from-emerald-500 to-teal-500 px-6 py-8 text-center text-navy-950 shadow-lg md:flex-row md:justify-between md:text-left">
        <div className="flex flex-col items-center gap-4 md:flex-row">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white/30">
            <Wallet className="size-7" aria-hidden />
          </span>
          <div>
            <h2 id="emi-title" className="text-2xl font-extrabold">
              {emi.heading}
            </h2>
            <p className="mt-1 font-medium">{emi.text}</p>
          </div>
        </div>
        <Button variant="secondary" size="lg" onClick={() => setOpen(true)}>
          {emi.knowMoreLabel}
        </Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen} title={emi.dialogTitle}>
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
    </section>
  );
}
