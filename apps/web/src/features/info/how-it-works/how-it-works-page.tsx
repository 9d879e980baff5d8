import { PHONE_QUERY } from '../../../lib/use-media-query.ts';
import { useInfoPage } from '../lib/use-info-page.ts';

/** Spec §2 How It Works: a centred title and one full-width infographic, a tall variant on phones. */
export default function HowItWorksPage() {
  const c = useInfoPage('pages.howItWorks');
  return (
    <div className="bg-slate-50 px-4 py-10 md:px-6 md:py-14">
      <h1 className="text-center text-3xl font-extrabold tracking-tight text-navy-950 md:text-5xl">{c.title}</h1>
      <picture className="mx-auto mt-8 block max-w-6xl md:mt-10">
        <source media={PHONE_QUERY} srcSet={c.image.mobile} width={480} height={1240} />
        <img
          src={c.image.desktop}
          alt={c.image.alt}
          width={1200}
          height={480}
          className="h-auto w-full rounded-3xl shadow-lg shadow-navy-950/10"
        />
      </picture>
    </div>
  );
}
