import { ANALYTICS_CLASSES, type SubscriptionAnalytics } from '@tlt/shared/back-office/analytics';
import { ClassList } from './class-list.tsx';

/** community.md §4's three classes side by side on a wide screen, one under another on a phone. */
export function RenewalClasses({ classes }: { classes: SubscriptionAnalytics['classes'] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3 lg:gap-5">
      {ANALYTICS_CLASSES.map((kind) => (
        <ClassList key={kind} kind={kind} list={classes[kind]} />
      ))}
    </div>
  );
}
