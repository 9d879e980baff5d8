import { lazy, Suspense, useState } from 'react';
import { Wallet } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useLandingContent } from '../api/get-landing-content.ts';

// The dialog (Radix Dialog and its scroll lock, most of this section's code) loads on the first
// Know More, or as the pointer or focus reaches the button, not with the landing page.
const loadDialog = () => import('./emi-dialog.tsx');
const EmiDialog = lazy(loadDialog);

/** "Have Cash Crunch?" banner; Know More opens the EMI rules with a button that selects plan 3. */
export function EmiBanner() {
  const emi = useLandingContent('emi');
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so later opens and closes behave as before.
  const [used, setUsed] = useState(false);
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
        <Button
          variant="secondary"
          size="lg"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          {emi.knowMoreLabel}
        </Button>
      </div>
      {used && (
        <Suspense fallback={null}>
          <EmiDialog emi={emi} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
