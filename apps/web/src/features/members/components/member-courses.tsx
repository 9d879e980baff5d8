import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberDetail } from '@tlt/shared/back-office/members';
import { translateShared } from '../../../lib/i18n.ts';
import { formatPeriodEnd, formatPeriodStart } from '../../../lib/period-dates.ts';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';

type CourseAccess = MemberDetail['courses'][number];

const COLUMNS: Column<CourseAccess>[] = [
  { key: 'name', header: msg`Course`, primary: true, cell: (c) => translateShared(c.course_name) },
  { key: 'from', header: msg`From`, className: 'tabular-nums whitespace-nowrap', cell: (c) => formatPeriodStart(c.startDate, 'dmy') },
  { key: 'until', header: msg`Until`, className: 'tabular-nums whitespace-nowrap', cell: (c) => formatPeriodEnd(c.endDate, 'dmy') },
  {
    key: 'state',
    header: msg`Access`,
    cell: (c) => (new Date(c.endDate).getTime() > Date.now() ? <Trans context="course access">Open</Trans> : c.endedByRefund ? <Trans>Ended by a refund</Trans> : <Trans>Ended</Trans>),
  },
];

export function MemberCourses({ courses }: { courses: CourseAccess[] }) {
  const { t } = useLingui();
  return (
    <DataTable
      caption={t`Course access`}
      columns={COLUMNS}
      rows={courses}
      rowKey={(c) => `${c.courseId}-${c.startDate}`}
      empty={t`No course access.`}
    />
  );
}
