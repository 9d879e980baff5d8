import type { CoursePurchase } from '@tlt/shared/courses';
import { formatPeriodEnd, formatPeriodStart } from '@tlt/shared/period-dates';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';

const COLUMNS: Column<CoursePurchase>[] = [
  { key: 'name', header: 'Course', primary: true, cell: (c) => c.course_name },
  { key: 'from', header: 'From', className: 'tabular-nums whitespace-nowrap', cell: (c) => formatPeriodStart(c.startDate, 'dmy') },
  { key: 'until', header: 'Until', className: 'tabular-nums whitespace-nowrap', cell: (c) => formatPeriodEnd(c.endDate, 'dmy') },
  {
    key: 'state',
    header: 'Access',
    cell: (c) => (new Date(c.endDate).getTime() > Date.now() ? 'Open' : 'Ended'),
  },
];

export function MemberCourses({ courses }: { courses: CoursePurchase[] }) {
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
