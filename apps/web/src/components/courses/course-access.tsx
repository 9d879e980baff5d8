import { ExternalLink, GraduationCap } from 'lucide-react';
import { formatPeriodEnd } from '../../lib/period-dates.ts';
import { Loading, LoadError } from '../ui/query-state.tsx';
import { useMyCourses } from '../../lib/my-courses.ts';
import { useSiteContact } from '../../lib/site-contact.ts';
import { courseUrl } from './course-card.tsx';
import { translateShared } from '../../lib/i18n.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** The signed-in member's courses (GET learning/my-courses) with links to the course site. */
export function CourseAccess({ userId }: { userId: string }) {
  const courses = useMyCourses(userId);
  const { courseSiteUrl } = useSiteContact();
  const { t } = useLingui();
  if (courses.isPending) return <Loading label={t`Loading your courses…`} />;
  if (courses.isError) return <LoadError message={t`Your courses could not be loaded.`} onRetry={() => courses.refetch()} />;
  if (courses.data.length === 0) {
    return <p className="text-sm text-navy-700">
        <Trans>No course access on your plan yet.</Trans>
      </p>;
  }
  return (
    <ul className="space-y-3">
      {courses.data.map((c) => {
        const until = formatPeriodEnd(c.endDate, 'long');
        const name = translateShared(c.course_name);
        return (
        <li key={c.courseId} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-navy-100 bg-white p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-100 text-emerald-800">
            <GraduationCap className="size-5" aria-hidden />
          </span>
          <span className="min-w-0 flex-1 basis-40">
            <span className="block font-semibold text-navy-950">{name}</span>
            <span className="block text-sm text-navy-700"><Trans>Access until {until}</Trans></span>
          </span>
          {courseSiteUrl && <a
            href={courseUrl(courseSiteUrl, c.slug)}
            target="_blank"
            rel="noopener noreferrer"
            className="ml-13 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 hover:underline sm:ml-0"
          >
            <Trans>Open course</Trans> <ExternalLink className="size-4" aria-hidden />
            <span className="sr-only">
              <Trans>{name} (opens in a new tab)</Trans>
            </span>
          </a>}
        </li>
        );
      })}
    </ul>
  );
}
