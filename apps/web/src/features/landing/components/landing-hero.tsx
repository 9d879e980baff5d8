import { Link } from 'react-router';
import { ArrowDown, ShieldCheck } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { HeroChart } from './hero-chart.tsx';

const STATS = [
  { value: '20+ years', label: 'of track record' },
  { value: '30–60', label: 'trades a year' },
  { value: '7 days', label: 'full refund window' },
];

export function LandingHero() {
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
      <div className="relative mx-auto grid min-h-[100svh] max-w-7xl items-center gap-12 px-4 pt-28 pb-16 md:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:px-8 lg:pt-32">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-emerald-400/30 bg-emerald-400/10 px-3 py-1 text-xs font-semibold tracking-wide text-emerald-200">
            <ShieldCheck className="size-4" aria-hidden /> Trading education community
          </p>
          <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight md:text-6xl">
            99% of traders lose money.{' '}
            <span className="bg-gradient-to-r from-emerald-300 to-teal-200 bg-clip-text text-transparent">
              Don&apos;t be one of them.
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-navy-100 md:text-lg">
            Learn from traders with a 20+ year record in Indian and US markets. Get their own trades in real time with
            stop loss, risk and rationale, a members-only community and two video masterclasses.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={PATHS.register} className={buttonStyles('primary', 'lg')}>
              BECOME A MEMBER NOW
            </Link>
            <a href="#what-you-get" className={buttonStyles('inverse', 'lg')}>
              See what you get <ArrowDown className="size-4" aria-hidden />
            </a>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-white/10 pt-6">
            {STATS.map((s) => (
              <div key={s.label}>
                <dt className="sr-only">{s.label}</dt>
                <dd className="text-lg font-extrabold whitespace-nowrap text-white sm:text-xl md:text-2xl">{s.value}</dd>
                <dd className="text-xs text-navy-200 md:text-sm" aria-hidden>
                  {s.label}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroChart />
      </div>
    </section>
  );
}
