import type { PageContent } from '../api/get-page-content.ts';
import { Portrait } from '../../../components/ui/portrait.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useLingui } from '@lingui/react/macro';

type Team = PageContent<'pages.about'>['team'];

/** The team, once it has a real member (sample people are left out: issue 26 §8). */
export function TeamSection({ team }: { team: Team }) {
  const { t } = useLingui();
  if (team.members.length === 0) return null;
  return (
    <section aria-labelledby="team-title" className="bg-white py-14 md:py-20">
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <SectionHeading id="team-title" title={team.heading} intro={team.intro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.members.map((m) => {
            const name = m.name;
            return (
            <li key={m.name} className="flex flex-col items-center rounded-2xl border border-navy-100 bg-slate-50 p-6 text-center">
              <Portrait src={m.image} name={m.name} alt={t`Portrait of ${name}`} size={112} className="size-28 ring-4 ring-white shadow-md" />
              <h3 className="mt-4 text-lg font-bold text-navy-950">{m.name}</h3>
              <p className="text-sm font-semibold text-emerald-800">{m.role}</p>
              <p className="mt-3 text-sm leading-relaxed text-navy-700">{m.bio}</p>
            </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
