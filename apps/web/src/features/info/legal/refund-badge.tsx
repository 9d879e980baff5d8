import { ShieldCheck } from 'lucide-react';

/** The "7-day money-back" seal on the refund policy (spec §2). */
export function RefundBadge({ value, label }: { value: string; label: string }) {
  return (
    <div className="mt-8 flex justify-center">
      <div className="flex items-center gap-4 rounded-full border-2 border-emerald-400/70 bg-emerald-400/10 py-2 pr-6 pl-2">
        <span className="flex size-16 flex-col items-center justify-center rounded-full bg-emerald-400 text-navy-950">
          <span className="text-2xl leading-none font-black">{value}</span>
          <ShieldCheck className="mt-0.5 size-4" aria-hidden />
        </span>
        <span className="text-left text-lg font-bold tracking-wide text-white uppercase">{label}</span>
      </div>
    </div>
  );
}
