import type { MemberDetail } from '@tlt/shared/back-office/members';
import { formatPeriodEnd, formatPeriodStart } from '@tlt/shared/period-dates';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';

type CourseAccess = MemberDetail['courses'][number];

const COLUMNS: Column<CourseAccess>[] = [
  { key: 'name', header: 'Course', primary: true, cell: (c) => c.course_name },
  { key: 'from', header: 'From', className: 'tabular-nums whitespace-nowrap', cell: (c) => formatPeriodStart(c.startDate, 'dmy') },
  { key: 'until', header: 'Until', className: 'tabular-nums whitespace-nowrap', cell: (c) => formatPeriodEnd(c.endDate, 'dmy') },
  {
    key: 'state',
    header: 'Access',
    cell: (c) => (new Date(c.endDate).getTime() > Date.now() ? 'Open' : c.endedByRefund ? 'Ended by a refund' : 'Ended'),
  },
];

export function MemberCourses({ courses }: { courses: CourseAccess[] }) {
  return (
    <DataTable
      caption="Course access"
      columns={COLUMNS}
      rows={courses}
      rowKey={(c) => `${c.courseId}-${c.startDate}`}
      empty="No course access."
    />
  );
}
