import { Link } from 'react-router';
import { BadgeIndianRupee, CheckCircle2, ChartCandlestick, ShieldAlert, Users, Video } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { FunnelHeader } from '../components/funnel-header.tsx';
import { IntroVideo } from '../components/intro-video.tsx';
import { NextWebinar } from '../components/next-webinar.tsx';
import { OfferCountdown } from '../components/offer-countdown.tsx';
import { WebinarFaq } from '../components/webinar-faq.tsx';
import { BENEFITS, GUARANTEE, HEADLINE, LIMITED_SEATS, SCAM, SUBHEADLINE, WHAT_YOU_GET } from '../content.ts';
import { WEBINAR_PATHS } from '../paths.ts';

const CARD_ICONS = [ChartCandlestick, BadgeIndianRupee, Video] as const;

function RegisterCta({ className }: { className?: string }) {
  return (
    <Link to={WEBINAR_PATHS.registration} className={buttonStyles('primary', 'lg', `w-full sm:w-auto ${className ?? ''}`)}>
      Register for free
    </Link>
  );
}

/** Spec §2 /webinar: the blocks in the spec's order. */
export default function WebinarPage() {
  usePageMeta({ title: 'Free Bank Nifty Webinar', description: `${HEADLINE}. ${SUBHEADLINE}` });
  return (
    <div className="bg-slate-50">
      <OfferCountdown />
      <FunnelHeader />
      <section aria-labelledby="webinar-headline" className="bg-navy-950 px-4 pt-6 pb-10 text-white md:pt-10 md:pb-14">
        <div className="mx-auto max-w-3xl text-center">
          <h1 id="webinar-headline" className="text-2xl leading-tight font-extrabold tracking-tight md:text-4xl">{HEADLINE}</h1>
          <p className="mt-3 text-navy-200 md:text-lg">{SUBHEADLINE}</p>
          <div className="mt-6 md:mt-8">
            <IntroVideo />
          </div>
        </div>
      </section>

      <section aria-label="What the webinar covers" className="px-4 py-10">
        <div className="mx-auto max-w-3xl">
          <ul className="grid gap-3 md:grid-cols-2">
            {BENEFITS.map((b) => (
              <li key={b} className="flex gap-3 rounded-xl border border-navy-100 bg-white p-4 text-navy-900 shadow-sm">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                {b}
              </li>
            ))}
          </ul>
          <div className="mt-8 space-y-3 text-center">
            <NextWebinar />
            <p className="flex items-center justify-center gap-2 text-sm font-medium text-red-700">
              <Users className="size-4" aria-hidden /> {LIMITED_SEATS}
            </p>
            <RegisterCta className="mt-2" />
          </div>
        </div>
      </section>

      <section aria-labelledby="guarantee-title" className="px-4">
        <div className="mx-auto max-w-3xl rounded-2xl bg-gradient-to-r from-emerald-500 to-emerald-400 p-6 text-navy-950 shadow-lg md:p-8">
          <h2 id="guarantee-title" className="flex items-center gap-2 text-xl font-extrabold md:text-2xl">
            <BadgeIndianRupee className="size-7" aria-hidden /> {GUARANTEE.title}
          </h2>
          <p className="mt-2 font-medium">{GUARANTEE.body}</p>
        </div>
      </section>

      <section aria-labelledby="what-you-get" className="px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="what-you-get" className="text-center text-2xl font-extrabold text-navy-950 md:text-3xl">What you&apos;ll get</h2>
          <div className="mt-6 grid gap-4 md:grid-cols-3">
            {WHAT_YOU_GET.map((c, i) => {
              const Icon = CARD_ICONS[i];
              return (
                <article key={c.title} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-navy-950 text-emerald-300">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <h3 className="mt-4 text-lg font-bold text-navy-950">{c.title}</h3>
                  <p className="mt-1 text-navy-700">{c.body}</p>
                </article>
              );
            })}
          </div>
        </div>
      </section>

      <section aria-labelledby="scam-title" className="px-4">
        <div className="mx-auto max-w-3xl rounded-2xl border border-red-200 bg-red-50 p-6 md:p-8">
          <h2 id="scam-title" className="flex items-center gap-2 text-xl font-extrabold text-red-800 md:text-2xl">
            <ShieldAlert className="size-7" aria-hidden /> {SCAM.title}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-red-950">
            {SCAM.points.map((p) => <li key={p}>{p}</li>)}
          </ul>
        </div>
      </section>

      <section aria-labelledby="webinar-faq" className="px-4 py-12">
        <div className="mx-auto max-w-3xl">
          <h2 id="webinar-faq" className="mb-6 text-center text-2xl font-extrabold text-navy-950 md:text-3xl">Frequently asked questions</h2>
          <WebinarFaq />
          <div className="mt-8 text-center">
            <RegisterCta />
          </div>
        </div>
      </section>
    </div>
  );
}
