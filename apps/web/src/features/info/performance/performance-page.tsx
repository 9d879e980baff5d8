import { BellRing, Briefcase, Lightbulb, ShieldCheck } from 'lucide-react';
import { useInfoPage } from '../lib/use-info-page.ts';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { MemberCta } from '../components/member-cta.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { ProfileLinks } from './profile-links.tsx';
import { TradeCard } from './trade-card.tsx';
import { useLingui } from '@lingui/react/macro';

/** Spec §2 Our Performance: profile links, best-trade cards, How You Benefit, Become a Member for visitors. */
export default function PerformancePage() {
  const c = useInfoPage('pages.performance');
  const { t } = useLingui();
  return (
    <div className="bg-slate-50">
      <PageIntro eyebrow={t`Track record`} title={c.title} intro={c.intro}>
        <MemberCta label={c.ctaLabel} className="mt-8" />
      </PageIntro>
      <ProfileLinks profiles={c.profiles} />
      <section aria-labelledby="trades-title" className="bg-navy-50 py-12 md:py-16">
        <div className="mx-auto max-w-6xl px-4 md:px-6">
          <SectionHeading id="trades-title" title={c.trades.heading} intro={c.trades.intro} />
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {c.trades.items.map((trade) => (
              <li key={`${trade.instrument}-${trade.date}`} className="flex">
                <TradeCard trade={trade} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="benefit-title" className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-16">
        <SectionHeading id="benefit-title" title={c.benefits.heading} />
        <FeatureGrid
          items={c.benefits.items}
          icons={[BellRing, Lightbulb, Briefcase, ShieldCheck]}
          className="md:grid-cols-2 lg:grid-cols-4"
        />
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <MemberCta label={c.ctaLabel} />
          <p className="max-w-2xl text-xs leading-relaxed text-navy-600">{c.disclaimer}</p>
        </div>
      </section>
    </div>
  );
}
