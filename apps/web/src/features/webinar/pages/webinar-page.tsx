import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeIndianRupee, CheckCircle2, ChartCandlestick, ShieldAlert, Users, Video, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { WebinarCardIcon } from '@tlt/shared/content/webinar-seed';
import { webinarCountdown } from '@tlt/shared/countdown';
import { OfferCountdown } from '../../../components/offer-countdown.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { IconCard } from '../../../components/ui/icon-card.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useWebinarContent } from '../api/get-webinar-content.ts';
import { FunnelHeader } from '../components/funnel-header.tsx';
import { IntroVideo } from '../components/intro-video.tsx';
import { NextWebinar } from '../components/next-webinar.tsx';
import { WebinarFaq } from '../components/webinar-faq.tsx';
import { WEBINAR_PATHS } from '../paths.ts';
import { useLingui } from '@lingui/react/macro';

const CARD_ICONS = { strategy: ChartCandlestick, indicator: BadgeIndianRupee, live: Video } satisfies Record<WebinarCardIcon, unknown>;

function RegisterCta({ label, className }: { label: string; className?: string }) {
  return (
    <Link to={WEBINAR_PATHS.registration} className={buttonStyles('primary', 'lg', `w-full sm:w-auto ${className ?? ''}`)}>
      {label}
    </Link>
  );
}

/** A boxed note with an icon heading (the refund guarantee, the scam warning). */
function Callout({ id, icon: Icon, title, className, headingClassName, children }: {
  id: string; icon: LucideIcon; title: string; className: string; headingClassName?: string; children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="px-4">
      <div className={cn('mx-auto max-w-3xl rounded-2xl p-6 md:p-8', className)}>
        <h2 id={id} className={cn('flex items-center gap-2 text-xl font-extrabold md:text-2xl', headingClassName)}>
          <Icon className="size-7" aria-hidden /> {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Spec §2 /webinar: the blocks in the spec's order; the copy is the `webinar.page` content key. */
export default function WebinarPage() {
  const c = useWebinarContent();
  const { t } = useLingui();
  usePageMeta({ title: t`Free Bank Nifty Webinar`, description: `${c.headline}. ${c.subheadline}` });
  return (
    <div className="bg-slate-50">
      <OfferCountdown tone="bar" countdown={webinarCountdown} reloadKey="webinar" lead={t`Free registration offer ends in`} />
      <FunnelHeader />
      <section aria-labelledby="webinar-headline" className="bg-navy-950 px-4 pt-6 pb-10 text-white md:pt-10 md:pb-14">
        <div className="mx-auto max-w-3xl text-center">
          <h1 id="webinar-headline" className="text-2xl leading-tight font-extrabold tracking-tight md:text-4xl">{c.headline}</h1>
          <p className="mt-3 text-navy-200 md:text-lg">{c.subheadline}</p>
          {c.videoId && (
            <div className="mt-6 md:mt-8">
              <IntroVideo videoId={c.videoId} />
            </div>
          )}
        </div>
      </section>

      <section aria-label={t`What the webinar covers`} className="px-4 py-10">
        <div className="mx-auto max-w-3xl">
          <ul className="grid gap-3 md:grid-cols-2">
            {c.benefits.map((b, i) => (
              <li key={`${i}-${b}`} className="flex gap-3 rounded-xl border border-navy-100 bg-white p-4 text-navy-900 shadow-sm">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                {b}
              </li>
            ))}
          </ul>
          <div className="mt-8 space-y-3 text-center">
            <NextWebinar />
            <p className="flex items-center justify-center gap-2 text-sm font-medium text-red-700">
              <Users className="size-4" aria-hidden /> {c.limitedSeats}
            </p>
            <RegisterCta label={c.ctaLabel} className="mt-2" />
          </div>
        </div>
      </section>

      <Callout id="guarantee-title" icon={BadgeIndianRupee} title={c.guarantee.title} className="bg-gradient-to-r from-emerald-500 to-emerald-400 text-navy-950 shadow-lg">
        <p className="mt-2 font-medium">{c.guarantee.body}</p>
      </Callout>

      <section aria-labelledby="what-you-get" className="px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <SectionHeading id="what-you-get" title={c.whatYouGet.heading} />
          <div className="mt-6 grid gap-4 md:grid-cols-3">
            {c.whatYouGet.items.map((card, i) => (
              <IconCard key={`${i}-${card.title}`} as="article" icon={CARD_ICONS[card.icon]} title={card.title} text={card.body} />
            ))}
          </div>
        </div>
      </section>

      <Callout id="scam-title" icon={ShieldAlert} title={c.scam.title} className="border border-red-200 bg-red-50" headingClassName="text-red-800">
        <ul className="mt-3 list-disc space-y-2 pl-5 text-red-950">
          {c.scam.points.map((p, i) => <li key={`${i}-${p}`}>{p}</li>)}
        </ul>
      </Callout>

      <section aria-labelledby="webinar-faq" className="px-4 py-12">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="webinar-faq" title={c.faq.heading} className="mb-6" />
          <WebinarFaq items={c.faq.items} />
          <div className="mt-8 text-center">
            <RegisterCta label={c.ctaLabel} />
          </div>
        </div>
      </section>
    </div>
  );
}
