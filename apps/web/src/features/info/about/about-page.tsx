import { BadgeCheck, BookOpenCheck, Eye, HandHeart, IndianRupee, LockKeyhole, type LucideIcon } from 'lucide-react';
import { useInfoPage } from '../lib/use-info-page.ts';
import { CtaBand } from '../components/cta-band.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { TeamSection } from './team-section.tsx';

function Story({ id, heading, paragraphs }: { id: string; heading: string; paragraphs: string[] }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight text-navy-950 md:text-3xl">
        {heading}
      </h2>
      {paragraphs.map((p) => (
        <p key={p} className="mt-4 text-base leading-relaxed text-navy-800 md:text-lg">
          {p}
        </p>
      ))}
    </section>
  );
}

/** A headed row of icon cards (our values, what we offer). */
function Features({ id, block, icons, className }: { id: string; block: { heading: string; items: { title: string; text: string }[] }; icons: LucideIcon[]; className: string }) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <SectionHeading id={id} title={block.heading} />
        <FeatureGrid items={block.items} icons={icons} />
      </div>
    </section>
  );
}

/** Spec §2 About Us: who we are, values, what we do, what we offer, the team, a call to action. */
export default function AboutPage() {
  const c = useInfoPage('pages.about');
  return (
    <div className="bg-slate-50">
      <PageIntro eyebrow="The Lazy Trader" title={c.title} intro={c.intro} />
      <Story id="who-we-are" heading={c.whoWeAre.heading} paragraphs={c.whoWeAre.paragraphs} />
      <Features id="values-title" block={c.values} icons={[Eye, BookOpenCheck, HandHeart]} className="bg-navy-50 py-12 md:py-16" />
      <Story id="what-we-do" heading={c.whatWeDo.heading} paragraphs={c.whatWeDo.paragraphs} />
      <Features id="offer-title" block={c.offer} icons={[IndianRupee, BadgeCheck, LockKeyhole]} className="pb-14 md:pb-20" />
      <TeamSection team={c.team} />
      <CtaBand heading={c.cta.heading} text={c.cta.text} label={c.cta.label} />
    </div>
  );
}
