import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { LegalDoc } from '@tlt/shared/content/pages';
import { PATHS } from '../../../lib/paths.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { INFO_PATHS } from '../lib/info-paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const RELATED = [
  { label: msg`Refund Policy`, to: INFO_PATHS.refundPolicy },
  { label: msg`Privacy Policy`, to: PATHS.privacyPolicy },
  { label: msg`Disclaimer`, to: PATHS.disclaimer },
  { label: msg`Terms & Conditions`, to: PATHS.termsAndConditions },
];

const sectionId = (i: number) => `section-${i + 1}`;

interface LegalDocumentProps {
  doc: LegalDoc;
  /** Drawn under the summary, e.g. the refund policy's 7-day badge. */
  aside?: ReactNode;
}

/** Long legal text set for reading: a measure of ~70 characters, numbered headings, a contents list on wide screens. */
export function LegalDocument({ doc, aside }: LegalDocumentProps) {
  const { pathname } = useLocation();
  const related = RELATED.filter((r) => r.to !== pathname);
  const { t } = useLingui();
  return (
    <div className="bg-slate-50">
      <PageIntro eyebrow={t`Legal`} title={doc.title} intro={doc.summary}>
        {aside}
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:px-6 md:py-14 lg:grid-cols-[13rem_minmax(0,44rem)] lg:justify-center">
        <nav aria-label={t`On this page`} className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold tracking-widest text-navy-600 uppercase">
              <Trans>On this page</Trans>
            </p>
            <ol className="mt-3 space-y-2 border-l border-navy-100 text-sm">
              {doc.sections.map((s, i) => (
                <li key={s.heading}>
                  <a href={`#${sectionId(i)}`} className="-ml-px block border-l-2 border-transparent pl-3 text-navy-700 hover:border-emerald-500 hover:text-navy-950">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="mx-auto w-full max-w-[44rem] rounded-2xl bg-white px-5 py-8 shadow-sm ring-1 ring-navy-100 md:px-10 md:py-10">
          <p className="text-sm text-navy-600">{doc.updated}</p>
          {doc.sections.map((s, i) => (
            <section key={s.heading} className="mt-8 first-of-type:mt-6">
              <h2 id={sectionId(i)} className="scroll-mt-24 text-xl font-bold text-navy-950 md:text-2xl">
                <span className="mr-2 text-emerald-700">{i + 1}.</span>
                {s.heading}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-7 text-navy-800">
                  {p}
                </p>
              ))}
              {s.points.length > 0 && (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-navy-800 marker:text-emerald-600">
                  {s.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <nav aria-label={t`Related policies`} className="mt-10 border-t border-navy-100 pt-6 text-sm text-navy-700">
            <p className="font-semibold text-navy-950">
              <Trans>Related</Trans>
            </p>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {related.map((r) => (
                <li key={r.to}>
                  <Link to={r.to} className="font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950">
                    {t(r.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </div>
    </div>
  );
}
