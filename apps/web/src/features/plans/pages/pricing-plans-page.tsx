import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { fillPlanCopy, SEED_COPY_CATALOGUE } from '@tlt/shared/content/plan-copy';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useCourses } from '../api/get-courses.ts';
import { CourseCard } from '../../../components/courses/course-card.tsx';
import { usePlans } from '../../../lib/api/plans.ts';
import { PlanOffer } from '../components/plan-offer.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Trans, useLingui } from '@lingui/react/macro';

const LINK = 'font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950';

function SectionTitle({ id, eyebrow, title, text }: { id: string; eyebrow: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-extrabold tracking-tight text-navy-950 md:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-navy-700">{text}</p>
    </div>
  );
}

interface CardListProps<T> {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorMessage: string;
  className: string;
  /** Blank cards of about the real ones' size while loading, so nothing below jumps when they arrive. */
  placeholder: { count: number; className: string };
  children: (item: T) => ReactNode;
}

/** A section's cards once its query has answered; placeholders, or the error with a retry, until then. */
function CardList<T extends { _id: string | number }>({ query, loadingLabel, errorMessage, className, placeholder, children }: CardListProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{loadingLabel}</span>
        <ul className={className} aria-hidden>
          {Array.from({ length: placeholder.count }, (_, i) => (
            <li key={i} className={`animate-pulse rounded-2xl border border-navy-100 bg-navy-50 ${placeholder.className}`} />
          ))}
        </ul>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mt-8">
        <LoadError message={errorMessage} onRetry={() => query.refetch()} />
      </div>
    );
  }
  return (
    <ul className={className}>
      {query.data.map((item) => (
        <li key={item._id} className="flex">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 Plans page: courses, subscription plans, the offer countdown, links to FAQs and Contact Us. */
export default function PricingPlansPage() {
  const plans = usePlans();
  const { t } = useLingui();
  // The plan lengths come from the catalogue, so the description never names a plan the checkout does not sell
  // ("3, 6 or 12": its "or" in the page's language).
  const orWord = t({ message: 'or', context: 'between plan lengths' });
  const planLengths = fillPlanCopy('{planLengths}', plans.data ?? SEED_COPY_CATALOGUE).replace(' or ', ` ${orWord} `);
  const description = t`Membership plans of ${planLengths} months with real-time trade alerts, the community and video masterclasses. Full refund within 7 days.`;
  usePageMeta({ title: t`Plans & Pricing`, description });
  const courses = useCourses();
  return (
    <div className="bg-gradient-to-b from-navy-50 to-slate-50">
      <header className="mx-auto max-w-3xl px-4 pt-12 pb-8 text-center md:pt-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 md:text-5xl">
          <Trans>Plans &amp; Pricing</Trans>
        </h1>
        <p className="mt-3 text-navy-700 md:text-lg">
          <Trans>Learn at your own pace with a masterclass, or join the community for our trades in real time.</Trans>
        </p>
      </header>

      <div className="px-4">
        <PlanOffer />
      </div>

      <section aria-labelledby="courses-title" className="mx-auto max-w-5xl px-4 py-12 md:px-6 md:py-16">
        <SectionTitle
          id="courses-title"
          eyebrow={t`Course`}
          title={t`Masterclasses`}
          text={t`Video courses on the course site, with 12 months of access.`}
        />
        <CardList
          query={courses}
          loadingLabel={t`Loading courses…`}
          errorMessage={t`Courses could not be loaded.`}
          className="mt-8 grid gap-5 md:grid-cols-2"
          placeholder={{ count: 2, className: 'h-[22rem] lg:h-64' }}
        >
          {(course) => <CourseCard course={course} />}
        </CardList>
      </section>

      <section aria-labelledby="plans-title" className="bg-white py-12 md:py-16">
        <div className="mx-auto max-w-6xl px-4 md:px-6">
          <SectionTitle
            id="plans-title"
            eyebrow={t`Subscription`}
            title={t`Membership plans`}
            text={t`Real-time trade alerts, the members' community and, on longer plans, the masterclasses. Full refund within 7 days.`}
          />
          <CardList
            query={plans}
            loadingLabel={t`Loading plans…`}
            errorMessage={t`Plans could not be loaded.`}
            className="mt-10 flex flex-wrap justify-center gap-6"
            placeholder={{ count: 3, className: 'h-[26rem] w-[17.5rem] md:h-[32rem] md:w-[18.75rem]' }}
          >
            {(plan) => <PlanCard plan={plan} />}
          </CardList>
        </div>
      </section>

      <section aria-label={t`Help`} className="px-4 py-10 text-center text-navy-800">
        <p>
          <Trans>
            Questions about the plans? Read our <Link to={PATHS.faqs} className={LINK}>FAQs</Link> or{' '}
            <Link to={PATHS.contactUs} className={LINK}>Contact Us</Link>.
          </Trans>
        </p>
      </section>
    </div>
  );
}
