import { Link } from 'react-router';
import { ArrowDown, ShieldCheck } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useLandingContent } from '../api/get-landing-content.ts';
import { HeroChart } from './hero-chart.tsx';

export const PROOF_SECTION_ID = 'proof';

function scrollToProof() {
  document.getElementById(PROOF_SECTION_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

export function LandingHero() {
  const hero = useLandingContent('hero');
  return (
    <section className="relative overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(16,185,129,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(59,130,246,0.14),transparent_50%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 opacity-[0.07] [background-image:linear-gradient(#fff_1px,transparent_1px),linear-gradient(90deg,#fff_1px,transparent_1px)] [background-size:48px_48px]"
      />
      <div className="relative mx-auto grid min-h-[92svh] max-w-7xl items-center gap-12 px-4 pt-28 pb-16 md:pr-6 md:pl-16 lg:grid-cols-[1.1fr_0.9fr] lg:pr-8 lg:pt-32">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-emerald-400/30 bg-emerald-400/10 px-3 py-1 text-xs font-semibold tracking-wide text-emerald-200">
            <ShieldCheck className="size-4" aria-hidden /> {hero.eyebrow}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight md:text-6xl">
            {hero.headline}{' '}
            <span className="bg-gradient-to-r from-emerald-300 to-teal-200 bg-clip-text text-transparent">
              {hero.highlight}
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-navy-100 md:text-lg">{hero.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={PATHS.register} className={buttonStyles('primary', 'lg')}>
              {hero.ctaLabel}
            </Link>
            {/* Spec §2: phones only; wider screens see the proof right below the hero. */}
            <button type="button" onClick={scrollToProof} className={buttonStyles('inverse', 'lg', 'md:hidden')}>
              {hero.proofLabel} <ArrowDown className="size-4" aria-hidden />
            </button>
          </div>
          {hero.stats.length > 0 && (
            <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-white/10 pt-6">
              {hero.stats.map((s) => (
                <div key={s.label} className="flex flex-col-reverse">
                  <dt className="text-xs text-navy-200 md:text-sm">{s.label}</dt>
                  <dd className="text-lg font-extrabold whitespace-nowrap text-white sm:text-xl md:text-2xl">{s.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <HeroChart />
      </div>
    </section>
  );
}
