import type { ReactNode } from 'react';
import { LOCALE_NAMES } from '@tlt/shared/i18n/locale';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatPeriodEnd, nextPeriodLabel, planName } from '../../../lib/period-dates.ts';
import { EXPERIENCE_OPTIONS, INVESTOR_TYPE_OPTIONS, PORTFOLIO_OPTIONS } from '@tlt/shared/plans';
import type { MemberDetail } from '@tlt/shared/back-office/members';
import { dmy, dmyTime, seenLabel } from './member-dates.ts';
import { translateShared } from '../../../lib/i18n.ts';

const labelOf = (options: readonly { value: string; label: string }[], v: string | null) =>
  v === null ? '—' : translateShared(options.find((o) => o.value === v)?.label ?? v);

function Field({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-navy-500 uppercase [&:lang(hi)]:tracking-normal">{term}</dt>
      <dd className="mt-0.5 break-words text-navy-900">{children}</dd>
    </div>
  );
}

/** Who the member is: contact, plan, when they joined and were last seen, what they told us at signup. */
export function MemberProfile({ member }: { member: MemberDetail['member'] }) {
  const { t } = useLingui();
  const ends = member.endDate ? formatPeriodEnd(member.endDate, 'dmy') : '';
  const plan = member.planType ? planName(member.planType) : '';
  return (
    <dl className="grid grid-cols-2 gap-x-4 md:gap-x-6 gap-y-3 rounded-2xl border border-navy-100 bg-white p-4 text-sm shadow-sm shadow-navy-900/5 sm:grid-cols-2 lg:grid-cols-4">
      <Field term={t`E-mail`} wide>
        <a href={`mailto:${member.email}`} translate="no" className="break-all text-navy-900 underline-offset-2 hover:underline">
          {member.email}
        </a>
      </Field>
      <Field term={t`Phone`}>
        {member.contactNo ? (
          <a href={`tel:${member.contactNo.replace(/[^\d+]/g, '')}`} className="tabular-nums underline-offset-2 hover:underline">
            {member.contactNo}
          </a>
        ) : (
          '—'
        )}
      </Field>
      <Field term={t`Plan`}>
        {/* With a period renewed early, the membership's end is the queued period's: said on its line. */}
        {!member.planType ? t`No plan` : member.next || !member.endDate ? plan : t`${plan}, ends ${ends}`}
        {member.next && (
          <span className="block text-sm text-navy-700">
            {(nextPeriodLabel(member.next))}{member.endDate && t`, ends ${ends}`}
          </span>
        )}
      </Field>
      <Field term={t`Joined`}>{dmy(member.createdAt)}</Field>
      <Field term={t`Last seen`}>
        {member.lastSeenAt ? <time dateTime={member.lastSeenAt} title={dmyTime(member.lastSeenAt)}>{seenLabel(member.lastSeenAt)}</time> : t`Never`}
      </Field>
      <Field term={t`Community terms`}>{member.agree ? <Trans>Agreed</Trans> : <Trans>Not yet agreed</Trans>}</Field>
      <Field term={t`Course account`}>{member.courseUsername ? <span translate="no">{member.courseUsername}</span> : '—'}</Field>
      <Field term={t`Language`}>{LOCALE_NAMES[member.language]}</Field>
      <Field term={t`Experience`}>{labelOf(EXPERIENCE_OPTIONS, member.experience)}</Field>
      <Field term={t`Portfolio (₹)`}>{labelOf(PORTFOLIO_OPTIONS, member.portfolio)}</Field>
      <Field term={t`Preference or bio`} wide>{labelOf(INVESTOR_TYPE_OPTIONS, member.investorType)}</Field>
    </dl>
  );
}
