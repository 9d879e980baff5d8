import { BadgeCheck, TrendingUp } from 'lucide-react';
import { useLandingContent } from '../api/get-landing-content.ts';
import { PROOF_SECTION_ID } from './landing-hero.tsx';
import { LandingHeading } from './landing-heading.tsx';

/** The marketing claims of spec §1; the hero's "See Proof of Returns" scrolls here on phones. */
export function ProofSection() {
  const proof = useLandingContent('proof');
  return (
    <section id={PROOF_SECTION_ID} aria-labelledby="proof-title" className="scroll-mt-20 bg-white py-16 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:pr-6 md:pl-16 lg:pr-8">
        <LandingHeading id="proof-title" title={proof.heading} intro={proof.intro} introClassName="max-w-2xl" />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {proof.items.map((item) => (
            <li key={item.label} className="rounded-2xl border border-navy-100 bg-slate-50 p-5">
              <p className="flex items-center gap-2 text-2xl font-extrabold text-emerald-700">
                <TrendingUp className="size-5 shrink-0" aria-hidden /> {item.value}
              </p>
              <p className="mt-1 text-sm text-navy-700">{item.label}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 flex items-start gap-2 font-semibold text-navy-900">
          <BadgeCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden /> {proof.guarantee}
        </p>
        <p className="mt-2 text-xs text-navy-600">{proof.disclaimer}</p>
      </div>
    </section>
  );
}
