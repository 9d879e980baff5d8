import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ANALYTICS_CLASS_TITLES, type AnalyticsClass, type AnalyticsClassList } from '@tlt/shared/back-office/analytics';
import { formatPeriodEnd, planName } from '../../../lib/period-dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { ReminderButton } from './reminder-button.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { translateShared } from '../../../lib/i18n.ts';
import type { MessageDescriptor } from '@lingui/core';

/** Rows shown at first, and how many more each "Show more" adds: three lists stay short on a phone. */
const FIRST = 5;
const MORE = 20;

const NOTES: Record<AnalyticsClass, MessageDescriptor> = {
  expiringToday: msg`Their last paid day is today (India time).`,
  expiringWeek: msg`Active members whose last paid day is within the next 7 days, after today.`,
  expiredActive: msg`The paid period has ended but the account is still active (refunded members are not listed).`,
};

/** The members list with the same members: its filters hold the rest of a long class. */
const MEMBERS_LINK: Record<AnalyticsClass, string> = {
  expiringToday: `${PATHS.allUsers}?period=expiring`,
  expiringWeek: `${PATHS.allUsers}?status=active&period=expiring`,
  expiredActive: `${PATHS.allUsers}?status=active&period=expired`,
};

/** One class of community.md §4: its title and count, its members and the reminder action on each. */
export function ClassList({ kind, list }: { kind: AnalyticsClass; list: AnalyticsClassList }) {
  const { t } = useLingui();
  const headingId = useId();
  const [shown, setShown] = useState(FIRST);
  const rows = list.members.slice(0, shown);
  const total = list.total;
  const loaded = list.members.length;
  const left = loaded - shown;
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={headingId} className="flex items-center justify-between gap-2 text-lg font-bold text-navy-950">
        {translateShared(ANALYTICS_CLASS_TITLES[kind])}
        <span className="rounded-full bg-navy-100 px-2.5 py-0.5 text-sm font-bold text-navy-900 tabular-nums">
          <span aria-hidden>{list.total}</span>
          <span className="sr-only">{list.total === 1 ? t`: ${total} member` : t`: ${total} members`}</span>
        </span>
      </h3>
      <p className="mt-1 text-sm text-navy-700">{t(NOTES[kind])}</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-navy-600">
          <Trans>No Records Found</Trans>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-navy-100">
          {rows.map((m) => (
            <li key={m._id} className="flex flex-col gap-2 py-3">
              <div className="min-w-0">
                <Link to={PATHS.member(m._id)} translate="no" className="font-semibold break-words text-navy-950 underline-offset-2 hover:underline">
                  {m.name}
                </Link>
                <p translate="no" className="text-sm break-all text-navy-700">{m.email}</p>
                {m.contactNo && (
                  <p className="text-sm text-navy-700">
                    <a href={`tel:${m.contactNo}`} className="underline-offset-2 hover:underline">{m.contactNo}</a>
                  </p>
                )}
                <p className="text-xs text-navy-600">
                  <LastDay plan={m.planType ? planName(m.planType) : t`No plan`} day={formatPeriodEnd(m.endDate, 'dmy')} />
                </p>
              </div>
              <div>
                <ReminderButton member={m} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-3 text-sm">
        {shown < list.members.length && (
          <Button variant="ghost" size="sm" onClick={() => setShown((n) => n + MORE)}>
            <Trans>Show more ({left} left)</Trans>
          </Button>
        )}
        {list.total > list.members.length && (
          <span className="text-navy-700">
            <Trans>Showing the first {loaded} of {total}.</Trans>{' '}
            <Link to={MEMBERS_LINK[kind]} className="font-semibold text-emerald-800 underline underline-offset-2">
              <Trans>See all in Members</Trans>
            </Link>
          </span>
        )}
      </div>
    </section>
  );
}

function LastDay({ plan, day }: { plan: string; day: string }) {
  return (
    <Trans>
      {plan} · last day {day}
    </Trans>
  );
}
