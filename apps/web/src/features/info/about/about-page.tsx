import { BadgeCheck, BookOpenCheck, Eye, HandHeart, IndianRupee, LockKeyhole } from 'lucide-react';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
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

/** Spec §2 About Us: who we are, values, what we do, what we offer, the team, a call to action. */
export default function AboutPage() {
  const c = usePageContent('pages.about');
  usePageMeta({
    title: 'About Us',
    description: 'Who we are: traders with 20+ years of combined experience teaching with complete transparency.',
  });
  return (
    <div className="bg-slate-50">
      <PageIntro eyebrow="The Lazy Trader" title={c.title} intro={c.intro} />
      <Story id="who-we-are" heading={c.whoWeAre.heading} paragraphs={c.whoWeAre.paragraphs} />
      <section aria-labelledby="values-title" className="bg-navy-50 py-12 md:py-16">
        <div className="mx-auto max-w-6xl px-4 md:px-6">
          <SectionHeading id="values-title" title={c.values.heading} />
          <FeatureGrid items={c.values.items} icons={[Eye, BookOpenCheck, HandHeart]} />
        </div>
      </section>
      <Story id="what-we-do" heading={c.whatWeDo.heading} paragraphs={c.whatWeDo.paragraphs} />
      <section aria-labelledby="offer-title" className="pb-14 md:pb-20">
        <div className="mx-auto max-w-6xl px-4 md:px-6">
          <SectionHeading id="offer-title" title={c.offer.heading} />
          <FeatureGrid items={c.offer.items} icons={[IndianRupee, BadgeCheck, LockKeyhole]} />
        </div>
      </section>
      <TeamSection team={c.team} />
      <CtaBand heading={c.cta.heading} text={c.cta.text} label={c.cta.label} />
    </div>
  );
}
