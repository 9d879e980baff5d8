import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { usePlans } from '../../../lib/api/plans.ts';
import { CreateMemberForm } from './create-member-form.tsx';
import { MemberImportForm } from './member-import-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The dashboard's member tools (community §2, §5): create a user by hand with their payment, and
 * import many from an Excel file. Both pick a plan from the catalogue (default Annual).
 */
export function MemberTools() {
  const { t } = useLingui();
  const plans = usePlans();
  return (
    <section aria-labelledby="member-tools-title" className="space-y-4">
      <h2 id="member-tools-title" className="text-xl font-extrabold tracking-tight text-navy-950">
        <Trans>Add members</Trans>
      </h2>
      <QueryState query={plans} loading={t`Loading plans…`} error={t`Could not load the plans. Please try again.`}>
        {(data) => (
          // min-w-0: a grid item is otherwise as wide as its widest line, and the import result's
          // scrolling filter chips then pushed the page past a phone's width.
          <div className="grid gap-5 lg:grid-cols-2">
            <Card className="min-w-0 p-4 md:p-6">
              <CreateMemberForm plans={data} />
            </Card>
            <Card className="min-w-0 p-4 md:p-6">
              <MemberImportForm plans={data} />
            </Card>
          </div>
        )}
      </QueryState>
    </section>
  );
}
