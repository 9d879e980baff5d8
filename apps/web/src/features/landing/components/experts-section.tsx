import { Award, CheckCircle2, Star } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useLandingContent } from '../api/get-landing-content.ts';
import { LandingHeading } from './landing-heading.tsx';
import { useLingui } from '@lingui/react/macro';

function Stars({ count }: { count: number }) {
  return (
    <span className="flex gap-0.5 text-amber-400" aria-hidden>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className="size-5" fill={i < count ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}

/** "Know Your Experts" plus the Featured On logo grid (spec §2), left out while it has no logo (issue 26 §8). */
export function ExpertsSection() {
  const experts = useLandingContent('experts');
  const featured = useLandingContent('featuredOn');
  const { t } = useLingui();
  const stars = experts.rating.stars;
  return (
    <section aria-labelledby="experts-title" className="bg-white py-16 md:py-24">
      <div className={cn('mx-auto grid max-w-7xl gap-12 px-4 md:pr-6 md:pl-16 lg:pr-8', featured.logos.length > 0 && 'lg:grid-cols-2')}>
        <div>
          <LandingHeading id="experts-title" title={experts.heading} intro={experts.intro} />
          <ul className="mt-6 space-y-3">
            {experts.claims.map((claim) => (
              <li key={claim} className="flex items-start gap-3 font-semibold text-navy-900">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden /> {claim}
              </li>
            ))}
          </ul>
          <p className="mt-6 flex items-start gap-3 rounded-xl bg-navy-950 p-4 text-sm font-semibold text-white">
            <Award className="size-6 shrink-0 text-amber-300" aria-hidden /> {experts.note}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Stars count={experts.rating.stars} />
            <span className="sr-only">{t`${stars} out of 5 stars:`}</span>
            <span className="text-sm text-navy-700">{experts.rating.label}</span>
          </div>
        </div>
        {featured.logos.length > 0 && <div>
          <h3 className="text-sm font-semibold tracking-widest text-navy-600 uppercase">{featured.heading}</h3>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {featured.logos.map((logo) => (
              <li key={logo.name} className="flex h-20 items-center justify-center rounded-xl border border-navy-100 bg-slate-50 p-3">
                <img src={logo.image} alt={logo.name} width={200} height={64} loading="lazy" className="max-h-12 w-auto" />
              </li>
            ))}
          </ul>
        </div>}
      </div>
    </section>
  );
}
