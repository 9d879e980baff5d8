import { BellRing, GraduationCap, UsersRound, type LucideIcon } from 'lucide-react';

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BellRing,
    title: 'Real-time trade alerts',
    text: 'Our own trades the moment we take them, with stop loss, risk and the rationale behind each one.',
  },
  {
    icon: UsersRound,
    title: 'Members’ community',
    text: 'Trade posts with charts and targets, a curated watchlist, trade wisdom and a monthly newsletter.',
  },
  {
    icon: GraduationCap,
    title: 'Two masterclasses',
    text: 'Profitable Trading Masterclass and Trading Psychology Masterclass, on video, at your own pace.',
  },
];

export function LandingBenefits() {
  return (
    <section id="what-you-get" aria-labelledby="what-you-get-title" className="scroll-mt-20 bg-slate-50 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 md:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">Membership</p>
        <h2 id="what-you-get-title" className="mt-2 text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
          What You Get
        </h2>
        <p className="mt-3 max-w-2xl text-navy-700">
          Swing and positional trades that suit people with jobs. Intraday trades are extremely rare.
        </p>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm transition hover:shadow-md">
              <span className="flex size-12 items-center justify-center rounded-xl bg-navy-950 text-emerald-300">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-lg font-bold text-navy-950">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-navy-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
