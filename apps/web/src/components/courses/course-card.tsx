import { Clock, ExternalLink, PlayCircle, ShieldCheck } from 'lucide-react';
import type { Course } from '@tlt/shared/courses';
import { buttonStyles } from '../ui/button.tsx';
import { StruckPrice } from '../ui/struck-price.tsx';
import { formatRupees } from '@tlt/shared/money-format';
import { useSiteContact } from '../../lib/site-contact.ts';
import { translateShared } from '../../lib/i18n.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** A course's page on the course site (site.contact's `courseSiteUrl`). */
export const courseUrl = (courseSite: string, slug: string) => `${courseSite.replace(/\/+$/, '')}/courses/${slug}`;

/** A masterclass sold on the external course site (spec §2 Plans page, Course section). */
export function CourseCard({ course }: { course: Course }) {
  const { courseSiteUrl } = useSiteContact();
  const { t } = useLingui();
  // The seeded courses' words are the shared catalogue's (i18n/hi/courses.ts).
  const { course_lessons: lessons } = course;
  const name = translateShared(course.course_name);
  const validity = translateShared(course.course_validity);
  const facts = [
    { icon: Clock, text: translateShared(course.course_duration) },
    { icon: PlayCircle, text: t`${lessons} lessons` },
    { icon: ShieldCheck, text: t`${validity} access` },
  ];
  return (
    <article className="flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <h3 className="text-xl font-bold text-navy-950">{name}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-navy-700">{translateShared(course.course_description)}</p>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-navy-800">
        {facts.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-1.5">
            <Icon className="size-4 text-emerald-700" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-4 border-t border-navy-100 pt-5">
        <p className="flex items-baseline gap-2">
          <span className="text-2xl font-extrabold text-navy-950">{formatRupees(course.course_amount)}</span>
          <StruckPrice price={course.course_amount} was={course.base_amount} className="text-sm text-navy-600" />
        </p>
        {courseSiteUrl && <a
          href={courseUrl(courseSiteUrl, course.slug)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles('secondary', 'md')}
          aria-label={t`Buy Course: ${name} (opens in a new tab)`}
        >
          <Trans>Buy Course</Trans> <ExternalLink className="size-4" aria-hidden />
        </a>}
      </div>
    </article>
  );
}
