import { useSession } from '../../../lib/session.tsx';
import { MemberCta } from './member-cta.tsx';

/** Closing call to action; signed-in members do not need it, so it disappears for them. */
export function CtaBand({ heading, text, label }: { heading: string; text: string; label: string }) {
  const { token } = useSession();
  if (token) return null;
  return (
    <section aria-labelledby="cta-title" className="bg-navy-950 py-14 text-white md:py-16">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 text-center">
        <h2 id="cta-title" className="text-2xl font-extrabold tracking-tight md:text-3xl">
          {heading}
        </h2>
        <p className="mt-3 max-w-xl text-navy-100">{text}</p>
        <MemberCta label={label} className="mt-7" />
      </div>
    </section>
  );
}
