import { Link } from 'react-router';
import { ExternalLink, PartyPopper, UserRoundX, UsersRound } from 'lucide-react';
import { formatPeriodEnd, planName } from '../../../lib/period-dates.ts';
import { currentPeriod, hasCurrentPeriod } from '@tlt/shared/subscription';
import type { User } from '@tlt/shared/user';
import { AppPromo } from '../../../components/app-promo/app-promo.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { includesCourses } from '../../../lib/plan-months.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSiteContact } from '../../../lib/site-contact.ts';
import { CourseAccess } from '../../../components/courses/course-access.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Trans, useLingui } from '@lingui/react/macro';

function NotAMember() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-navy-100 text-navy-700">
        <UserRoundX className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-navy-950">
        <Trans>You&apos;re not a member</Trans>
      </h1>
      <p className="mt-3 text-navy-700">
        <Trans>Join the community to get our trades in real time, the watchlist and the masterclasses.</Trans>
      </p>
      <Link to={PATHS.register} className={buttonStyles('primary', 'lg', 'mt-8')}>
        <Trans>Become a Member</Trans>
      </Link>
    </div>
  );
}

function Member({ user }: { user: User }) {
  // The plan in force: after renewing early it is still the current one, with its courses.
  const payment = currentPeriod(user);
  const courses = includesCourses(payment?.planType);
  const { courseSiteUrl } = useSiteContact();
  const { t } = useLingui();
  const firstName = user.name.trim().split(/\s+/)[0];
  const planType = payment ? planName(payment.planType) : '';
  const until = payment ? formatPeriodEnd(payment.endDate, 'long') : '';
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 md:px-6 md:py-16">
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <PartyPopper className="size-8" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
          <Trans>
            Congratulations, <span translate="no">{firstName}</span>!
          </Trans>
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-navy-700">
          <Trans>You are now a member of The Lazy Trader.</Trans>
          {payment && ` ${t`Your ${planType} plan is active until ${until}.`}`}
        </p>
        <Link to={PATHS.posts} className={buttonStyles('primary', 'lg', 'mt-8')}>
          <UsersRound className="size-5" aria-hidden /> <Trans>Join Community</Trans>
        </Link>
      </div>

      {courses && (
        <section aria-labelledby="courses-title" className="mt-12 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm md:p-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="courses-title" className="text-xl font-bold text-navy-950 md:text-2xl">
              <Trans>Your courses</Trans>
            </h2>
            {courseSiteUrl && <a href={courseSiteUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles('secondary', 'md')}>
              <Trans>Go to the course site</Trans> <ExternalLink className="size-4" aria-hidden />
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>}
          </div>
          <p className="mt-2 mb-5 text-sm text-navy-700">
            <Trans>Your plan includes these masterclasses on the course site.</Trans>
          </p>
          <CourseAccess userId={user._id} />
        </section>
      )}

      <div className="mt-8">
        <AppPromo apps={courses ? ['community', 'course'] : ['community']} />
      </div>
    </div>
  );
}

/** Spec §2 Thank-you page: members see what they joined; anyone else is invited to join. */
export default function ThankYouPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Thank you`, description: t`Welcome to The Lazy Trader: join the community and get the apps.` });
  const { user } = useSession();
  return (
    <div className="flex-1 bg-gradient-to-b from-emerald-50/60 to-slate-50">
      {user && hasCurrentPeriod(user) ? <Member user={user} /> : <NotAMember />}
    </div>
  );
}
